// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// The core subset, as LoopIR: typedefs, C arrays, if/else, ?:, compound
// assignment, <cmath>, std::min/max, ++, a decreasing loop, a <= bound.
#include <algorithm>
#include <cmath>
typedef double real;
#pragma loopgen offload
#pragma loopgen array(x[n])
void f(int n, real *x, float c[8][4]) {
  for (int i = n - 1; i >= 0; --i) {
    real t = x[i] > 0 ? std::sqrt(x[i]) : -x[i];
    if (t < 1.0)
      x[i] = std::max(t, 0.5);
    else
      x[i] -= std::min(t, 2.0);
  }
  for (int i = 0; i <= 7; i += 2)
    c[i][3]++;
}
// CHECK-LABEL: *** LoopIR after lower ***
// CHECK-NEXT: func f(n: int, x: double[n] pointer, c: float[8][4] c-array) -> void {
// CHECK-NEXT:   for i in [n - 1, -1) step -1 sequential {
// CHECK-NEXT:     var t: double = x[i] > 0 ? sqrt(x[i]) : -x[i]
// CHECK-NEXT:     if t < 1.0 {
// CHECK-NEXT:       x[i] = std::max(t, 0.5)
// CHECK-NEXT:     } else {
// CHECK-NEXT:       x[i] -= std::min(t, 2.0)
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   for i in [0, 8) step 2 sequential {
// CHECK-NEXT:     c[i][3] += 1
// CHECK-NEXT:   }
// CHECK-NEXT: }
