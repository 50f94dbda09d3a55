// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// break out of an inner loop.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      // CHECK: break-inner-loop.cpp:[[@LINE+1]]:24: error: 'break' is not supported in offloaded functions: loops must run their whole iteration space
      if (a[j] > a[i]) break;
      a[i] += 1;
    }
}
