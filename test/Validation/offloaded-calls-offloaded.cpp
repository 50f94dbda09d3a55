// RUN: loopgen %s --emit=harness -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// One offloaded function calling another: the caller's reference calls the
// callee's reference, so that it is the original all the way down (it
// called the translated callee), and each function gets its own verdict.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 3000, s = 2.0)
void scale(int n, float *x, float s) {
  for (int i = 0; i < n; ++i)
    x[i] *= s;
}

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 3000)
void scale_both(int n, float *x, float *y) {
  scale(n, x, 2.0f);
  scale(n, y, 0.5f);
}
// CHECK-LABEL: void scale_both_reference(int n, float *x, float *y) {
// CHECK-NEXT: scale_reference(n, x, 2.0f);
// CHECK-NEXT: scale_reference(n, y, 0.5f);
// VALID: RESULT function=scale status=PASS
// VALID: RESULT function=scale_both status=PASS
// VALID: PASS: 2 of 2 functions match the sequential original
