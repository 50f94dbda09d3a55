// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A do-while loop inside another loop that writes array elements is outside
// the subset: there loops of unknown length compute scalars.
#pragma loopgen offload
#pragma loopgen array(a[m][n])
void f(int m, int n, float *a) {
  for (int r = 0; r < m; ++r) {
    int t = 0;
    do {
      // CHECK: do-while.cpp:[[@LINE+1]]:7: error: this 'do'-'while' loop writes elements of 'a' within another loop; there loopgen lowers loops of unknown length that compute scalars and fill arrays declared in the loop around them: store the result after the loop
      a[r * n + t] = 0;
      t++;
    } while (t < n);
  }
}
