// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// do-while loops are outside the subset.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int t = 0;
  // CHECK: do-while.cpp:[[@LINE+1]]:3: error: 'do'-'while' loops are not supported in offloaded functions; write a canonical for loop
  do {
    a[t] = 0;
    t++;
  } while (t < n);
}
