// RUN: loopgen %s --validate --emulate > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// When the original computes NaN from the random inputs in [0, 1), the
// harness tries other distributions and says which one it used; where
// every one gives NaN or infinities, it says so, and there a NaN of either
// sign matches a NaN and an infinity the same infinity.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100)
void needs_half(int n, const float *x, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = sqrtf(x[i] - 0.5f);
}

#pragma loopgen offload
#pragma loopgen array(x[n], y[n], z[n])
#pragma loopgen validate(n = 100)
void never_valid(int n, const float *x, float *y, float *z) {
  for (int i = 0; i < n; i++) {
    y[i] = sqrtf(-1.0f - x[i]);
    z[i] = 1.0f / (x[i] - x[i]);
  }
}
// CHECK-LABEL: needs_half:
// CHECK: inputs: uniform in [0.5, 1.5), integers in [1, 16] (on the first distribution, uniform in [0, 1), integers in [0, 16), the original computed NaN or an infinity at {{[0-9]+}} output elements)
// CHECK-NOT: note:
// CHECK: y {{.*}} ok
// CHECK: RESULT function=needs_half status=PASS
// CHECK-LABEL: never_valid:
// CHECK: note: the original computes NaN or an infinity at 200 output elements on every input distribution tried; there the translation must compute the same (a NaN for a NaN). Give valid inputs with init(fn) in #pragma loopgen validate
// CHECK: y {{.*}} ok
// CHECK: z {{.*}} ok
// CHECK: RESULT function=never_valid status=PASS
