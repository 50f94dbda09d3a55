// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim: a temporary array carries a value from one
// iteration to the next, so it cannot be privatized.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float t[2];
  t[0] = 0;
  // CHECK: parallel-temporary-array.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 't[0]' and 't[0]' touch the same element of 't' in different iterations
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i) {
    // CHECK: parallel-temporary-array.cpp:[[@LINE+3]]:5: note: this access
    // CHECK: parallel-temporary-array.cpp:[[@LINE+1]]:12: note: conflicts with this access
    a[i] = t[0];
    t[0] = a[i] * 2;
  }
}
