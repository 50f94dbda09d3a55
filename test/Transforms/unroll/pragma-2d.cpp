// RUN: loopgen %s --no-tiling -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --no-tiling --validate --emulate | FileCheck %s --check-prefix=VALID
// unroll(k1, k2) on a 2-D band: each thread computes a 2x2 block of C and
// reads each A and B element once for the two copies that share it.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 61, m = 45, p = 19)
void matmul(int n, int m, int p, const float *A, const float *B, float *C) {
  #pragma loopgen parallel unroll(2, 2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += A[i * p + k] * B[k * m + j];
      C[i * m + j] = s;
    }
}
// CHECK: remark: loop over 'i' runs 2 iterations per thread, blockDim.y apart; 1 loads shared by the copies
// CHECK: remark: loop over 'j' runs 2 iterations per thread, adjacent (full tiles move 'B' by 2, 'C' by 2 elements per vector access); 2 loads shared by the copies
// VALID: PASS: 1 of 1
