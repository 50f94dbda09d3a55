// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Two shapes for one array (the second silently won).
#pragma loopgen offload
// CHECK: array-duplicate.cpp:[[@LINE+1]]:29: error: the shape of 'a' is given twice
#pragma loopgen array(a[n], a[2 * n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
