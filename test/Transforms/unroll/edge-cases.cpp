// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=67 --size p=10 | FileCheck %s
// Unrolled code that must stay right at the edges: a row chosen by a local
// scalar, widths that fit no vector (3 floats), a load kept in a wider
// scalar, a scalar still read after its loop, reads under the user's ifs
// (the test itself reads memory; the array tested is written first), reads
// under ?:, a local array in a row-walking loop, unsigned bounds.
#include <cstddef>
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][n], C[n][n], D[n][n], E[n][n])
#pragma loopgen validate(n = 64, p = 12)
void edges(int n, int p, const float *A, const float *B, float *C, float *D,
           float *E) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(4)
    for (int j = 0; j < n; ++j) {
      int r = n - 1 - i;
      float s = A[r * p + 0];
      float last = 0;
      for (int k = 0; k < p; ++k) {
        double b = B[k * n + j];
        last = B[k * n + j];
        s += (float)b * A[i * p + k] + (k > 0 ? B[(k - 1) * n + j] : 0.0f);
        float w[2];
        w[0] = A[i * p + k];
        w[1] = A[r * p + k];
        s += w[0] * w[1];
      }
      C[i * n + j] = s + last;
    }
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(3)
    for (int j = 0; j < n; ++j) {
      D[i * n + j] = 0;
      if (A[i * p + 0] > 0.5f)
        D[i * n + j] = B[0 * n + j] * B[0 * n + j];
      E[i * n + j] = 1;
      if (E[i * n + j] == 1)
        E[i * n + j] = B[1 * n + j] + B[1 * n + j];
    }
}

#pragma loopgen offload
#pragma loopgen array(A[n][p], C[n][n])
#pragma loopgen validate(n = 64, p = 12, q = 2)
void unsignedBounds(int n, int p, std::size_t q, const float *A, float *C) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(4)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (std::size_t k = 0; k < q; ++k)
        s += A[i * p + k] * A[j * p + k];
      C[i * n + j] = s;
    }
}
// CHECK: PASS: 2 of 2
