// RUN: loopgen %s --print-after=privatize -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A scalar declared before the loop and written first in every iteration
// becomes a per-iteration variable, and the loop becomes parallel.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  float t = 0;
  // CHECK: remark: 't' is privatized in the loop over 'i': every read in an iteration follows a write in the same iteration
  for (int i = 0; i < n; ++i) {
    t = x[i] * x[i];
    y[i] = t + 1;
  }
}
// CHECK:      *** LoopIR after privatize ***
// CHECK-NEXT: func f(
// CHECK-NEXT:   for i in [0, n) sequential {
// CHECK-NEXT:     var t: float
// CHECK-NEXT:     t = x[i] * x[i]
// CHECK: remark: loop over 'i' is parallel
