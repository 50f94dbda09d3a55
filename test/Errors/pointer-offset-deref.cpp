// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// *(a + i) instead of a[i].
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: pointer-offset-deref.cpp:[[@LINE+1]]:5: error: '*' is supported on pointer parameters only (as their first element); index the array instead
    *(a + i) = 0;
}
