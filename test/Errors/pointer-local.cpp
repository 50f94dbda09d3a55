// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A local pointer into an array.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pointer-local.cpp:[[@LINE+1]]:10: error: variable 'p' of type 'float *' is not supported in offloaded functions
  float *p = a;
  for (int i = 0; i < n; ++i)
    p[i] = 0;
}
