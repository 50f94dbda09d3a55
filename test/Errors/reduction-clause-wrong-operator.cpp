// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A reduction clause whose operator is not the one the loop uses.
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, const float *a) {
  float p = 1;
  // CHECK: reduction-clause-wrong-operator.cpp:[[@LINE+1]]:11: error: 'reduction(+: p)' does not hold: 'p' accumulates with '*'
  #pragma loopgen parallel reduction(+: p)
  for (int i = 0; i < n; ++i)
    p *= a[i];
  return p;
}
