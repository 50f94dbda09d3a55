// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim: two iterations write one element, and which
// write survives depends on their order (output dependence).
#pragma loopgen offload
#pragma loopgen array(a[n], b[n], c[n])
void f(int n, float *a, const float *b, const float *c) {
  // CHECK: parallel-output.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i]' and 'a[i + 1]' touch the same element of 'a' in different iterations
  #pragma loopgen parallel
  for (int i = 0; i < n - 1; ++i) {
    // CHECK: parallel-output.cpp:[[@LINE+1]]:5: note: this access
    a[i] = b[i];
    // CHECK: parallel-output.cpp:[[@LINE+1]]:5: note: conflicts with this access
    a[i + 1] = c[i];
  }
}
