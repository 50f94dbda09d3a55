// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Flat extents are analyzed with the shape their accesses imply: the
// factors in the order that makes every access an in-bounds row-major
// subscript (T[m*n] read as T[j*n + i] is T[m][n]; an array of 3-vectors
// P[3*n] is P[n][3]). An array also read with a flat subscript keeps its
// one dimension.
#pragma loopgen offload
#pragma loopgen array(A[n * m], T[m * n], P[3 * n], x[n], Q[n * m])
#pragma loopgen validate(n = 37, m = 45)
void f(int n, int m, const float *A, float *T, float *P, const float *x,
       float *Q) {
  // CHECK-DAG: remark: 'A' of extent n * m is analyzed as A[n][m]
  // CHECK-DAG: remark: 'T' of extent m * n is analyzed as T[m][n]
  // CHECK-DAG: remark: 'P' of extent 3 * n is analyzed as P[n][3]
  // CHECK-NOT: remark: 'Q' of extent
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      T[j * n + i] = A[i * m + j];
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i) {
    P[3 * i] = x[i];
    P[3 * i + 1] = 2 * x[i];
    P[3 * i + 2] = 3 * x[i];
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      Q[i * m + j] = A[i * m + j];
  for (int k = 1; k < n * m; ++k)
    Q[k] += Q[k - 1];
}
// VALID: PASS: 1 of 1
