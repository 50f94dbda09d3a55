// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Kernels in a host loop read a transposed copy made once, before it: the
// array does not change.
#pragma loopgen offload
#pragma loopgen array(A[n][n], x[n], y[n])
#pragma loopgen validate(n = 150, steps = 4)
void f(int n, int steps, const float *A, float *x, float *y) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < n; ++i) {
      float s = 0;
      for (int j = 0; j < n; ++j)
        s += A[i * n + j] * x[j];
      y[i] = s / n;
    }
    for (int i = 0; i < n; ++i)
      x[i] = y[i];
  }
}
// CHECK: { // f_transpose0: transposed copy of A
// CHECK: for (int t = 0; t < steps; ++t) {
// CHECK-NOT: f_transpose
// CHECK: LOOPGEN_KERNELS_END();
// VALID: PASS: 1 of 1
