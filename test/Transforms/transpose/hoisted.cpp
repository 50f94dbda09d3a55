// RUN: loopgen %s --transpose=always -o - | FileCheck %s
// RUN: loopgen %s --transpose=always --validate --emulate | FileCheck %s --check-prefix=VALID
// Kernels in a host loop read a transposed copy (--transpose=always) made
// once, before the loop: the array does not change.
#pragma loopgen offload
#pragma loopgen array(A[n][n], X[n][n], Y[n][n])
#pragma loopgen validate(n = 70, steps = 4)
void f(int n, int steps, const float *A, float *X, float *Y) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        X[i * n + j] = 0.5f * X[i * n + j] + A[j * n + i];
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        Y[i * n + j] += X[i * n + j];
  }
}
// CHECK: { // f_transpose0: transposed copy of A
// CHECK: for (int t = 0; t < steps; ++t) {
// CHECK-NOT: f_transpos{{e}}
// CHECK: LOOPGEN_KERNELS_END();
// VALID: PASS: 1 of 1
