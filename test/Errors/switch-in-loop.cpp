// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// switch is outside the subset.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: switch-in-loop.cpp:[[@LINE+1]]:5: error: 'switch' is not supported in offloaded functions; use if/else
    switch (i % 2) {
    case 0: a[i] = 0; break;
    default: a[i] = 1;
    }
}
