// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim: the running sum is read in the loop, so it is
// not a reduction (a prefix sum written as one).
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, float *a) {
  float s = 0;
  // CHECK: parallel-reduction-read.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: scalar 's' is written in the loop but is not a reduction: it is read there other than to accumulate into it
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i) {
    // CHECK: parallel-reduction-read.cpp:[[@LINE+1]]:7: note: this access
    s += a[i];
    a[i] = s;
  }
  return s;
}
