// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An early return from inside a loop.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    // CHECK: return-in-loop.cpp:[[@LINE+1]]:19: error: 'return' inside a loop or branch of an offloaded function is not supported
    if (a[i] < 0) return;
    a[i] = 1;
  }
}
