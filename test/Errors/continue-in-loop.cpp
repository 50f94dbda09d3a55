// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// continue anywhere but at the end of the then-branch of an if at the top
// of a loop's body (Frontend/continue.cpp) is refused.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    if (a[i] < 1) {
      // CHECK: continue-in-loop.cpp:[[@LINE+1]]:21: error: 'continue' is supported only as the last statement of an if at the top of a loop's body; use if
      if (a[i] < 0) continue;
      a[i] = 0;
    }
    a[i] += 1;
  }
}
