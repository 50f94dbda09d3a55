// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A clause that '#pragma loopgen parallel' does not have.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pragma-unknown-loop-clause.cpp:[[@LINE+1]]:28: error: unknown clause 'vectorize' on '#pragma loopgen parallel'; expected 'unroll', 'private', 'reduction', 'tile' or 'notile'
  #pragma loopgen parallel vectorize
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
