// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A pointer local must point into an array (Frontend/pointer-locals.cpp).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float x = 2;
  // CHECK: pointer-to-scalar.cpp:[[@LINE+1]]:10: error: pointer 'p' must be initialized to a place in an array (A, A + k, &A[i][k], v.data()); other pointers are not supported in offloaded functions
  float *p = &x;
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
