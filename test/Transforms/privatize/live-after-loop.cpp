// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// The last iteration's value is used after the loop: refused, with where.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  float t = 0;
  // CHECK: :[[@LINE+1]]:3: remark: 't' is not privatized in the loop over 'i': it is also used outside the loop, which needs the value the loop leaves behind
  for (int i = 0; i < n; ++i) {
    t = x[i];
    y[i] = t;
  }
  // CHECK: :[[@LINE+1]]:8: note: used here
  y[0] = t;
}
