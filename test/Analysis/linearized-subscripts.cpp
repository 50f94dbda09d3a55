// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A[i*m + j] of an array shaped [n][m] is A[i][j] because j < m: both
// loops are parallel. With the extent unknown (B has no inner dimension),
// the outer loop cannot be proven parallel.
#pragma loopgen offload
#pragma loopgen array(A[n][m], B[n * m])
void f(int n, int m, float *A, float *B) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'j' is parallel
    for (int j = 0; j < m; ++j)
      A[i * m + j] = i;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: cannot prove that 'B[i * m + j]' writes different elements of 'B' in different iterations
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = j;
}
