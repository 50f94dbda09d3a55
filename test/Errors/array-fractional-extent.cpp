// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Extents are integers.
#pragma loopgen offload
// CHECK: array-fractional-extent.cpp:[[@LINE+1]]:23: error: in the shape of 'a': unexpected '.5'
#pragma loopgen array(a[n * 1.5])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
