// Cholesky by columns in place (Cholesky-Crout): the diagonal's sum and
// root, then the column below it.
#include <cmath>
#ifndef N
#define N 2000
#endif
static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_spd)
void cholesky_columns(int n, double A[N][N]) {
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < j; k++)
      A[j][j] -= A[j][k] * A[j][k];
    A[j][j] = std::sqrt(A[j][j]);
    for (int i = j + 1; i < n; i++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
  }
}
