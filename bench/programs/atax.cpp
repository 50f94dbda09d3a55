// y = A^T (A x), through tmp = A x.
#pragma loopgen offload
#pragma loopgen array(A[m][n], x[n], tmp[m], y[n])
#pragma loopgen validate(m = 4000, n = 3000)
void atax(int m, int n, const float *A, const float *x, float *tmp, float *y) {
  for (int i = 0; i < m; ++i) {
    tmp[i] = 0;
    for (int j = 0; j < n; ++j)
      tmp[i] += A[i * n + j] * x[j];
  }
  for (int j = 0; j < n; ++j) {
    y[j] = 0;
    for (int i = 0; i < m; ++i)
      y[j] += A[i * n + j] * tmp[i];
  }
}
