// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A reduction clause on a variable the loop also reads: the clause does
// not hold.
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, float *a) {
  float s = 0;
  // CHECK: reduction-clause-read.cpp:[[@LINE+1]]:11: error: 'reduction(+: s)' does not hold: scalar 's' is written in the loop but is not a reduction: it is read there other than to accumulate into it
  #pragma loopgen parallel reduction(+: s)
  for (int i = 0; i < n; ++i) {
    s += a[i];
    a[i] = s;
  }
  return s;
}
