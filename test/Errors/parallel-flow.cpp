// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim: each iteration reads what the previous one
// wrote (flow dependence).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: parallel-flow.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i]' and 'a[i - 1]' touch the same element of 'a' in different iterations
  #pragma loopgen parallel
  for (int i = 1; i < n; ++i)
    // CHECK: parallel-flow.cpp:[[@LINE+2]]:5: note: this access
    // CHECK: parallel-flow.cpp:[[@LINE+1]]:12: note: conflicts with this access
    a[i] = a[i - 1] + 1;
}
