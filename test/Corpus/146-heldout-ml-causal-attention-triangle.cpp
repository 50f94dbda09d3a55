// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. Keys and values read at j <= i: sized through the outer loop, a tiled kernel over rows of a flat vector); kept as written.
// Single-head causal self-attention for a decoder block (inference, one
// sequence): out = softmax(mask(Q K^T / sqrt(d))) V, row-major [seq][dim].
#include <vector>
#include <cmath>
#include <algorithm>
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate(seq = 512, dim = 64)
void causal_attention(const std::vector<float> &Q, const std::vector<float> &K,
                      const std::vector<float> &V, std::vector<float> &out,
                      int seq, int dim) {
  if (seq <= 0 || dim <= 0) return;
  const float scale = 1.0f / std::sqrt(static_cast<float>(dim));

  auto dot_qk = [&](int i, int j) {
    float s = 0.0f;
    for (int k = 0; k < dim; ++k) s += Q[i * dim + k] * K[j * dim + k];
    return s;
  };

  for (int i = 0; i < seq; ++i) {
    std::vector<float> scores(seq);

    // Only keys j <= i are visible to query i.
    float row_max = -INFINITY;
    for (int j = 0; j <= i; ++j) {
      scores[j] = dot_qk(i, j) * scale;
      row_max = std::max(row_max, scores[j]);
    }

    float denom = 0.0f;
    for (int j = 0; j <= i; ++j) {
      scores[j] = std::exp(scores[j] - row_max);
      denom += scores[j];
    }
    const float inv_denom = 1.0f / denom;

    for (int k = 0; k < dim; ++k) {
      float acc = 0.0f;
      for (int j = 0; j <= i; ++j) acc += scores[j] * V[j * dim + k];
      out[i * dim + k] = acc * inv_denom;
    }
  }
}
