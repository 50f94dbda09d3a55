// RUN: not loopgen %s --validate --emulate > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// When the original itself computes NaN from the random inputs, the report
// says the inputs are invalid for the function and how to give valid ones;
// infinities that match are no mismatch.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], z[n])
#pragma loopgen validate(n = 100)
void f(int n, const float *x, float *y, float *z) {
  for (int i = 0; i < n; i++) {
    y[i] = sqrtf(x[i] - 0.5f);
    z[i] = 1.0f / (x[i] - x[i]);
  }
}
// CHECK: y {{.*}} MISMATCH
// CHECK-NEXT: note: the original itself computed NaN or an infinity at {{[0-9]+}} elements of y (first at [{{[0-9]+}}]): the random inputs are not valid for this function; give it valid ones with init(fn) in #pragma loopgen validate
// CHECK-NEXT: z {{.*}} ok
// CHECK: FAIL: 0 of 1 functions match
