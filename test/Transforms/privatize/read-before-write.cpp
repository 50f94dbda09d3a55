// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// The value read in an iteration is the previous iteration's: not
// privatizable, and the loop stays sequential.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  float prev = 0;
  for (int i = 0; i < n; ++i) {
    // CHECK: :[[@LINE+1]]:12: remark: 'prev' is not privatized in the loop over 'i': 'prev' is read before it is written in the same iteration
    y[i] = prev + x[i];
    prev = x[i];
  }
  // CHECK: remark: loop over 'i' is sequential: scalar 'prev' is written in the loop but is not a reduction
}
