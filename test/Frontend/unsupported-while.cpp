// RUN: rm -f %t.cu
// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// Within another loop, a while loop holds no loop (outside every loop it
// may: while-around-kernels.cpp).
#pragma loopgen offload
#pragma loopgen array(a[m][n])
void f(int m, int n, float *a) {
  for (int r = 0; r < m; ++r) {
    int t = 0;
    while (t < 10) {
      // CHECK: unsupported-while.cpp:[[@LINE+1]]:7: error: a loop inside a 'while' loop within another loop is not supported yet; there loopgen lowers loops of unknown length that compute scalars (outside every loop, they may hold loops)
      for (int i = 0; i < n; ++i)
        a[r * n + i] += 1;
      t++;
    }
  }
}
