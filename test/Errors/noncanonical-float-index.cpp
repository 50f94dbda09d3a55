// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A floating-point loop index.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: noncanonical-float-index.cpp:[[@LINE+1]]:3: error: loopgen needs a canonical for loop here: 'for (int i = begin; i < end; ++i)' or a constant step (the loop must declare or assign one integer index)
  for (float x = 0; x < n; x += 1)
    a[(int)x] = 0;
}
