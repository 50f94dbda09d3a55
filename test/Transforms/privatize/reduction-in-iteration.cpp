// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Sums and maxima over j inside an iteration of i are not dependences of
// the loop over i: each iteration restarts them.
#include <algorithm>
#pragma loopgen offload
#pragma loopgen array(a[n][m], sum[n], top[n])
#pragma loopgen validate(n = 200, m = 33)
void f(int n, int m, const float *a, float *sum, float *top) {
  float s, mx;
  // CHECK: remark: 's' is privatized in the loop over 'i'
  // CHECK: remark: 'mx' is privatized in the loop over 'i'
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i) {
    s = 0;
    mx = a[i * m];
    for (int j = 0; j < m; ++j) {
      s += a[i * m + j];
      mx = std::max(mx, a[i * m + j]);
    }
    sum[i] = s;
    top[i] = mx;
  }
}
// VALID: PASS: 1 of 1
