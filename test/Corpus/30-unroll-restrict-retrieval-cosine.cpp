// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: hint pragmas: `#pragma unroll 4` on loops of a compile-time
//            length (a file-scope constexpr dimension), `__restrict__`
//            parameters.
// Field:     information retrieval / recommender systems, scoring a query
//            embedding against a table of item embeddings.
// Computes:  score[i] = cos(query, emb[i]) for kDim = 16 dimensional
//            embeddings (with a small epsilon in the denominator).
// GPU:       the query's norm is a small sequential computation (once, or
//            redundantly per thread); the loop over items is parallel, one
//            thread per item, each running the unrolled 16-long dot product
//            and norm (the row of emb can move as 16-byte vector loads). No
//            cross-thread reduction.
#include <cmath>

constexpr int kDim = 16;

#pragma loopgen offload
#pragma loopgen array(query[kDim], emb[n][kDim], score[n])
#pragma loopgen validate(n = 10000)
void cosine_scores(int n, const float *__restrict__ query,
                   const float *__restrict__ emb, float *__restrict__ score) {
  float qq = 0.0f;
#pragma unroll 4
  for (int d = 0; d < kDim; ++d)
    qq += query[d] * query[d];
  const float qnorm = std::sqrt(qq);

  for (int i = 0; i < n; ++i) {
    const float *e = emb + i * kDim;
    float dot = 0.0f, ee = 0.0f;
#pragma unroll 4
    for (int d = 0; d < kDim; ++d) {
      dot += query[d] * e[d];
      ee += e[d] * e[d];
    }
    score[i] = dot / (qnorm * std::sqrt(ee) + 1e-12f);
  }
}
