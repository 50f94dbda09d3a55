// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A false parallel claim on the outer loop of a nest: row i reads row
// i - 1.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void f(int n, int m, float *a) {
  // CHECK: parallel-outer-carried.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i * m + j]' and 'a[(i - 1) * m + j]' touch the same element of 'a' in different iterations
  #pragma loopgen parallel
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; ++j)
      // CHECK: parallel-outer-carried.cpp:[[@LINE+2]]:7: note: this access
      // CHECK: parallel-outer-carried.cpp:[[@LINE+1]]:23: note: conflicts with this access
      a[i * m + j] += a[(i - 1) * m + j];
}
