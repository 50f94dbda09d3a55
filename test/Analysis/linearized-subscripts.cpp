// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A[i*m + j] of an array shaped [n][m] is A[i][j] because j < m: both
// loops are parallel. A flat B[n * m] is recovered as B[n][m] (the
// reshape pass). With the extent unknown (C has a size s, no product),
// the dependence test still splits C[i * m + j] as [i][j] where j < m, the
// extent the product implies: both loops are parallel.
#pragma loopgen offload
#pragma loopgen array(A[n][m], B[n * m], C[s])
void f(int n, int m, int s, float *A, float *B, float *C) {
  // CHECK: remark: 'B' of extent n * m is analyzed as B[n][m]
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'j' is parallel
    for (int j = 0; j < m; ++j)
      A[i * m + j] = i;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = j;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      C[i * m + j] = j;
}
