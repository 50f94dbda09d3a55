// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A loop pragma must be followed by the loop itself, not a statement
// that contains one.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pragma-parallel-before-if.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' must be followed by a for loop
  #pragma loopgen parallel
  if (n > 0)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
}
