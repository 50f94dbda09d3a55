// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A floating-point literal from a macro, parenthesized or not, keeps its
// spelling in the kernel and in the host code (it was dropped: `x = / ...`).
#define MAX_PD (3.0e6)
#define HALF 0.5f
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 3000)
void clip(int n, double *a, float *b) {
  double lim = MAX_PD;
  for (int i = 0; i < n; ++i) {
    a[i] = a[i] > lim ? lim : a[i] / MAX_PD;
    b[i] *= HALF;
  }
}
// CHECK: __global__ void clip_kernel0(
// CHECK: a[i] = a[i] > lim ? lim : a[i] / 3.0e6;
// CHECK-NEXT: b[i] *= 0.5f;
// CHECK: void clip(int n, double *a, float *b) {
// CHECK: double lim = 3.0e6;
// VALID: PASS: 1 of 1 functions match the sequential original
