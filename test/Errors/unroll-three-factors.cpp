// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// unroll takes one or two factors.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: unroll-three-factors.cpp:[[@LINE+1]]:42: error: unroll takes one or two factors
  #pragma loopgen parallel unroll(2, 2, 2)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
