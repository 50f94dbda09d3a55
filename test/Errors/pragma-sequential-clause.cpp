// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// '#pragma loopgen sequential' takes no clauses.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pragma-sequential-clause.cpp:[[@LINE+1]]:30: error: unexpected 'unroll' at the end of '#pragma loopgen sequential'
  #pragma loopgen sequential unroll(2)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
