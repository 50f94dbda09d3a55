// RUN: loopgen %s -Rpass=loopgen-tile -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size seq=19,dim=5,n=23 | FileCheck %s
// std::vectors without a shape read inside triangular loops (`j <= i`,
// `j < i`): the harness sizes them through the outer loop's bound (it said
// "cannot infer the size" before). Causal attention's scores times values
// is a tiled kernel over a flat vector analyzed as rows: its staging guard
// reads the vector's row count, now a parameter of the kernel (the .cu did
// not compile before).
#include <algorithm>
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(seq = 256, dim = 32)
void causal_attention(const std::vector<float> &Q, const std::vector<float> &K,
                      const std::vector<float> &V, std::vector<float> &out,
                      int seq, int dim) {
  // REMARK: triangular-vector-reads.cpp:[[@LINE+2]]:3: remark: kernel at {{.*}} (part 2 of 2) tiled in shared memory: scores[j][i], V[j * dim + k]
  const float scale = 1.0f / std::sqrt(static_cast<float>(dim));
  for (int i = 0; i < seq; ++i) {
    std::vector<float> scores(seq);
    float row_max = -INFINITY;
    for (int j = 0; j <= i; ++j) {
      float s = 0.0f;
      for (int k = 0; k < dim; ++k)
        s += Q[i * dim + k] * K[j * dim + k];
      scores[j] = s * scale;
      row_max = std::max(row_max, scores[j]);
    }
    float denom = 0.0f;
    for (int j = 0; j <= i; ++j) {
      scores[j] = std::exp(scores[j] - row_max);
      denom += scores[j];
    }
    for (int k = 0; k < dim; ++k) {
      float acc = 0.0f;
      for (int j = 0; j <= i; ++j)
        acc += scores[j] * V[j * dim + k];
      out[i * dim + k] = acc / denom;
    }
  }
}

// A lower-triangular matrix times a vector, rows flat in a std::vector.
#pragma loopgen offload
#pragma loopgen validate(n = 300)
void lower_matvec(const std::vector<double> &L, const std::vector<double> &x,
                  std::vector<double> &y, int n) {
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j <= i; ++j)
      s += L[i * n + j] * x[j];
    y[i] = s;
  }
}

// Strictly earlier elements only.
#pragma loopgen offload
#pragma loopgen validate(n = 300)
void count_smaller_before(const std::vector<int> &v, std::vector<int> &count,
                          int n) {
  for (int i = 0; i < n; ++i) {
    int c = 0;
    for (int j = 0; j < i; ++j)
      c += v[j] < v[i];
    count[i] = c;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 3 of 3 functions match the sequential original
