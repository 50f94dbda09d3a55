// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A reduction clause on a variable the loop only reads (it was
// ignored).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: reduction-not-accumulated.cpp:[[@LINE+1]]:11: error: 'reduction(+: n)' does not hold: 'n' is not accumulated across the loop's iterations
  #pragma loopgen parallel reduction(+: n)
  for (int i = 0; i < n; ++i)
    a[i] = n;
}
