// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// ML inference: LayerNorm through a templated row helper, and one causal
// attention head with an online (streaming) softmax.
#include <algorithm>
#include <cmath>

template <typename T>
static void layer_norm_row(const T *x, T *y, const T *gamma, const T *beta,
                           int d, T eps) {
  T mean = 0;
  for (int i = 0; i < d; ++i)
    mean += x[i];
  mean /= d;
  T var = 0;
  for (int i = 0; i < d; ++i)
    var += (x[i] - mean) * (x[i] - mean);
  var /= d;
  const T inv = T(1) / std::sqrt(var + eps);
  for (int i = 0; i < d; ++i)
    y[i] = (x[i] - mean) * inv * gamma[i] + beta[i];
}

#pragma loopgen offload
#pragma loopgen array(x[rows][d], gamma[d], beta[d], y[rows][d])
#pragma loopgen validate(rows = 512, d = 768, eps = 1e-5f)
void layernorm(int rows, int d, float eps, const float *x, const float *gamma,
               const float *beta, float *y) {
  for (int r = 0; r < rows; ++r)
    layer_norm_row(x + r * d, y + r * d, gamma, beta, d, eps);
}

constexpr int kMaxHead = 128;

#pragma loopgen offload
#pragma loopgen array(Q[seq][hd], K[seq][hd], V[seq][hd], O[seq][hd])
#pragma loopgen validate(seq = 256, hd = 64)
void causal_attention(int seq, int hd, const float *Q, const float *K,
                      const float *V, float *O) {
  const float scale = 1.0f / std::sqrt(static_cast<float>(hd));
  for (int i = 0; i < seq; ++i) {
    float acc[kMaxHead];
    for (int c = 0; c < hd; ++c)
      acc[c] = 0.0f;
    float m = -INFINITY, l = 0.0f;
    for (int j = 0; j <= i; ++j) {
      float s = 0.0f;
      for (int c = 0; c < hd; ++c)
        s += Q[i * hd + c] * K[j * hd + c];
      s *= scale;
      const float m_new = std::max(m, s);
      const float corr = std::exp(m - m_new);
      const float p = std::exp(s - m_new);
      l = l * corr + p;
      for (int c = 0; c < hd; ++c)
        acc[c] = acc[c] * corr + p * V[j * hd + c];
      m = m_new;
    }
    for (int c = 0; c < hd; ++c)
      O[i * hd + c] = acc[c] / l;
  }
}
