// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Recommender: cosine similarity of a query against all items, best match.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(query[dim], items[nitems][dim], scores[nitems], best[1])
#pragma loopgen validate(nitems = 20000, dim = 64)
void best_item(int nitems, int dim, const float *query, const float *items,
               float *scores, int *best) {
  float qnorm = 0.0f;
  for (int k = 0; k < dim; ++k)
    qnorm += query[k] * query[k];
  qnorm = std::sqrt(qnorm);

  for (int i = 0; i < nitems; ++i) {
    float dot = 0.0f, inorm = 0.0f;
    for (int k = 0; k < dim; ++k) {
      float v = items[i * dim + k];
      dot += v * query[k];
      inorm += v * v;
    }
    float denom = qnorm * std::sqrt(inorm);
    scores[i] = denom > 0.0f ? dot / denom : 0.0f;
  }

  int arg = 0;
  float top = scores[0];
  for (int i = 1; i < nitems; ++i) {
    if (scores[i] > top) {
      top = scores[i];
      arg = i;
    }
  }
  best[0] = arg;
}
