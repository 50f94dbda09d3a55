// LU without pivoting whose sums go through a helper called inside the
// expression that uses them.
#ifndef N
#define N 2000
#endif
static void init_lu(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}
static double dot(const double *A, int n, int i, int j, int len) {
  double s = 0;
  for (int k = 0; k < len; k++)
    s += A[i * n + k] * A[k * n + j];
  return s;
}
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = N) init(init_lu)
void lu_dot(int n, double *A) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++)
      A[i * n + j] = (A[i * n + j] - dot(A, n, i, j, j)) / A[j * n + j];
    for (int j = i; j < n; j++)
      A[i * n + j] = A[i * n + j] - dot(A, n, i, j, i);
  }
}
