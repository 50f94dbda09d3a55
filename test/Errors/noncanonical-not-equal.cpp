// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A loop that compares with != and steps by 2: it may never end.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: noncanonical-not-equal.cpp:[[@LINE+1]]:19: error: loopgen needs a canonical for loop here: 'for (int i = begin; i < end; ++i)' or a constant step (the condition must compare the index with a bound in the direction of the step)
  for (int i = 0; i != n; i += 2)
    a[i] = 0;
}
