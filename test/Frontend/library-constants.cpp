// RUN: loopgen %s --emit=loopir | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// Constants that <cmath> and <limits> compute, such as INFINITY (a call of
// __builtin_inff) and std::numeric_limits<T>::max(), become literals the
// device code can use.
// clang-format off
#include <cmath>
#include <limits>

#pragma loopgen offload
#pragma loopgen array(a[n], lo[n], hi[n])
#pragma loopgen validate(n = 300)
void clamp_extremes(int n, const float *a, double *lo, float *hi) {
  float top = -INFINITY;
  double bottom = HUGE_VAL;
  for (int i = 0; i < n; ++i) {
    top = std::fmax(top, a[i]);
    bottom = std::fmin(bottom, (double)a[i]);
  }
  for (int i = 0; i < n; ++i) {
    lo[i] = a[i] < 0.5f ? bottom : std::numeric_limits<double>::max();
    hi[i] = a[i] > 0.5f ? top : std::numeric_limits<float>::lowest();
  }
}
// CHECK: var top: float = -INFINITY
// CHECK: var bottom: double = HUGE_VAL
// CHECK: 1.7976931348623157E+308
// CHECK: -3.40282347E+38f
// PASS: PASS: 1 of 1 functions match the sequential original
