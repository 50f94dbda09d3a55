// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// unroll takes integer factors.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: unroll-not-a-number.cpp:[[@LINE+1]]:35: error: expected a positive integer in '#pragma loopgen parallel'
  #pragma loopgen parallel unroll(k)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
