// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An offloaded function writing a global scalar (it was 'cannot assign to
// this expression').
float total;
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: global-write.cpp:[[@LINE+1]]:5: error: 'total' is a global variable: an offloaded function cannot write it; pass it as a parameter (a scalar by reference)
    total += a[i];
}
