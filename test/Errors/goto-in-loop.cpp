// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// goto inside a loop body.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    // CHECK: goto-in-loop.cpp:[[@LINE+1]]:19: error: 'goto' is not supported in offloaded functions
    if (a[i] > 0) goto skip;
    a[i] = 0;
  skip:;
  }
}
