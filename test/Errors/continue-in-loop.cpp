// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// continue in a loop.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    // CHECK: continue-in-loop.cpp:[[@LINE+1]]:19: error: 'continue' is not supported in offloaded functions; use if
    if (a[i] < 0) continue;
    a[i] = 1;
  }
}
