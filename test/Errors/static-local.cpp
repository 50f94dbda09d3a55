// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A static local variable.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: static-local.cpp:[[@LINE+1]]:16: error: static or extern variable 's' is not supported in offloaded functions
  static float s = 0;
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
