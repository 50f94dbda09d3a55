// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// std::max and std::min of an initializer list (a common way to take the
// best of three in dynamic programming) are folded into pairs.
#include <algorithm>
#define N 64

#pragma loopgen offload
#pragma loopgen validate(n = 50)
void best_of(int n, const float a[N], const float b[N], const int c[N],
             float hi[N], int lo[N]) {
  for (int i = 0; i < n; i++) {
    // CHECK: hi[i] = std::max(std::max(a[i], b[i]), 2.0f * a[i])
    hi[i] = std::max({a[i], b[i], 2.0f * a[i]});
    // CHECK: lo[i] = std::min(std::min(std::min(c[i], 3), -c[i]), i)
    lo[i] = std::min({c[i], 3, -c[i], i});
  }
}
// VALID: PASS: 1 of 1 functions match the sequential original
