// RUN: rm -f %t.cu
// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// Within another loop, a loop left by 'break' computes scalars only (outside
// every loop it may write arrays: while-around-kernels.cpp).
#pragma loopgen offload
#pragma loopgen array(a[m][n])
void f(int m, int n, float *a) {
  for (int r = 0; r < m; ++r)
    for (int i = 0; i < n; ++i) {
      if (a[r * n + i] < 0)
        break;
      // CHECK: error: this loop with 'break' writes elements of 'a' within another loop
      a[r * n + i] = 1;
    }
}
