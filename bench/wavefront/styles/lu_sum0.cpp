// LU without pivoting, each element's sum over k in a local from 0,
// subtracted at the end (the sum runs in an array of one element per
// iteration once right-looking).
#ifndef N
#define N 2000
#endif
static void init_lu(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_lu)
void lu_sum0(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double s = 0;
      for (int k = 0; k < j; k++)
        s += A[i][k] * A[k][j];
      A[i][j] = (A[i][j] - s) / A[j][j];
    }
    for (int j = i; j < n; j++) {
      double s = 0;
      for (int k = 0; k < i; k++)
        s += A[i][k] * A[k][j];
      A[i][j] -= s;
    }
  }
}
