// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim: a scalar carries a value from one iteration
// to the next.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float last = 0;
  // CHECK: parallel-carried-scalar.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: scalar 'last' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i) {
    a[i] = last;
    // CHECK: parallel-carried-scalar.cpp:[[@LINE+1]]:10: note: this access
    last = a[i] + 1;
  }
}
