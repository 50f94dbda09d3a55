// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// `#pragma loopgen parallel` on a loop of a helper applies to every copy
// of the loop where the helper is inlined (it applied to the first only).
static void axpy(int n, float a, const float *x, float *y) {
#pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], z[n])
#pragma loopgen validate(n = 3000)
void two(int n, const float *x, float *y, float *z) {
  axpy(n, 2.0f, x, y);
  axpy(n, 3.0f, x, z);
}
// CHECK: for i in [0, n) sequential (asserted parallel) {
// CHECK-NEXT: y[i] += 2.0f * x[i]
// CHECK: for i in [0, n) sequential (asserted parallel) {
// CHECK-NEXT: z[i] += 3.0f * x[i]
// VALID: PASS: 1 of 1 functions match the sequential original
