// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Seed 002: "inline scalar variables rather than array expansion". tmp = i*i
// is recomputed in the inner loop, which leaves a perfect 2-D nest.
#pragma loopgen offload
#pragma loopgen array(A[m][n], B[m][n])
#pragma loopgen validate(m = 100, n = 70)
void f(int m, int n, const float *B, float *A) {
  for (int i = 0; i < m; ++i) {
    // CHECK: :[[@LINE+1]]:9: remark: 'tmp' is recomputed where it is used (cost 1 <= 4) instead of being expanded for the distribution of the loop over 'i'
    int tmp = i * i;
    for (int j = 0; j < n; ++j)
      A[i * n + j] = B[i * n + j] * tmp;
  }
}
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// CUDA: A[i * n + j] = B[i * n + j] * (i * i);
// VALID: PASS: 1 of 1
