// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); refused then (a while loop shifting a local array), kept as written.
// Retrieval / ML: brute-force k-nearest neighbours (squared L2), the k
// best kept sorted by insertion, k fixed at compile time.
#include <cmath>

constexpr int K = 8;

#pragma loopgen offload
#pragma loopgen array(queries[nq][dim], points[np][dim], out_idx[nq][K], out_dist[nq][K])
#pragma loopgen validate(nq = 1024, np = 2048, dim = 16)
void knn_bruteforce(int nq, int np, int dim, const float *queries,
                    const float *points, int *out_idx, float *out_dist) {
  for (int q = 0; q < nq; ++q) {
    float bd[K];
    int bi[K];
    for (int k = 0; k < K; ++k) {
      bd[k] = INFINITY;
      bi[k] = -1;
    }
    for (int p = 0; p < np; ++p) {
      float d = 0.0f;
      for (int c = 0; c < dim; ++c) {
        const float t = queries[q * dim + c] - points[p * dim + c];
        d += t * t;
      }
      if (d >= bd[K - 1])
        continue;
      int pos = K - 1;
      while (pos > 0 && bd[pos - 1] > d) {
        bd[pos] = bd[pos - 1];
        bi[pos] = bi[pos - 1];
        --pos;
      }
      bd[pos] = d;
      bi[pos] = p;
    }
    for (int k = 0; k < K; ++k) {
      out_idx[q * K + k] = bi[k];
      out_dist[q * K + k] = bd[k];
    }
  }
}
