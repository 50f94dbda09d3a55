// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// Written in one branch only: the read after the if is not covered.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  float t = 0;
  for (int i = 0; i < n; ++i) {
    if (x[i] > 0)
      t = x[i];
    // CHECK: :[[@LINE+1]]:12: remark: 't' is not privatized in the loop over 'i': 't' is read before it is written in the same iteration
    y[i] = t;
  }
}
