// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A do-while loop that writes array elements is outside the subset: loops
// of unknown length compute scalars.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int t = 0;
  do {
    // CHECK: do-while.cpp:[[@LINE+1]]:5: error: this 'do'-'while' loop writes elements of 'a'; loopgen lowers loops of unknown length that compute scalars (an escape-time or Newton loop): store the result after the loop
    a[t] = 0;
    t++;
  } while (t < n);
}
