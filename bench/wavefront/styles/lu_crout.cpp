// Crout's LU in place: for each column, the column of L, then the row of U
// right of the diagonal, scaled by the pivot.
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
void lu_crout(int n, double A[N][N]) {
  for (int j = 0; j < n; j++) {
    for (int i = j; i < n; i++)
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
    for (int i = j + 1; i < n; i++) {
      for (int k = 0; k < j; k++)
        A[j][i] -= A[j][k] * A[k][i];
      A[j][i] /= A[j][j];
    }
  }
}
