// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// break out of an inner loop that writes an array: not a search.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (a[j] > a[i]) break;
      // CHECK: break-inner-loop.cpp:[[@LINE+1]]:7: error: this loop with 'break' writes elements of 'a'
      a[i] += 1;
    }
}
