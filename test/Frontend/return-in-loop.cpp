// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A `return` directly in a `for` loop of the function's body leaves the
// loop as a `break` would, with the value returned; the statements after
// the loop run where nothing returned. The search function of every code
// base becomes a min reduction; with work after the loop and a guard
// before it; and a loop that writes arrays before it may return, which
// runs its iterations in order (here, on the host, with the reason).
#include <cmath>
// Early return from the loop: the common search function.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 2000, key = 5)
int index_of(int n, int key, const int *a) {
  for (int i = 0; i < n; ++i)
    if (a[i] == key)
      return i;
  return -1;
}

// Early return with work after the loop, and a guard before it.
#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 3000, limit = 0.999)
float first_large_or_mean(int n, float limit, const float *v) {
  if (n <= 0)
    return 0.0f;
  for (int i = 0; i < n; ++i) {
    if (std::fabs(v[i]) > limit) {
      float scaled = v[i] * 2.0f;
      return scaled;
    }
  }
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += v[i];
  return s / n;
}
// CHECK-LABEL: func index_of
// CHECK: var returned: bool = false
// CHECK: if first_i < n {
// CHECK-NEXT: result = first_i
// CHECK-NEXT: returned = true
// CHECK: if !returned {
// CHECK-NEXT: result = -1
// CHECK-LABEL: func first_large_or_mean
// CHECK: var scaled: float = v[first_i] * 2.0f

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 100)
void clamp_until_negative(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0.05f)
      return;
    a[i] = 1.0f;
  }
}
// CHECK-LABEL: func clamp_until_negative
// CHECK: returned = true
// CHECK-NEXT: i_running = false

// VALID: PASS: 3 of 3 functions match the sequential original
