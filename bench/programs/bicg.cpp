// BiCG's two products: s = A^T r and q = A p.
#pragma loopgen offload
#pragma loopgen array(A[m][n], r[m], p[n], s[n], q[m])
#pragma loopgen validate(m = 4000, n = 3000)
void bicg(int m, int n, const double *A, const double *r, const double *p,
          double *s, double *q) {
  for (int j = 0; j < n; ++j) {
    s[j] = 0;
    for (int i = 0; i < m; ++i)
      s[j] += r[i] * A[i * n + j];
  }
  for (int i = 0; i < m; ++i) {
    q[i] = 0;
    for (int j = 0; j < n; ++j)
      q[i] += A[i * n + j] * p[j];
  }
}
