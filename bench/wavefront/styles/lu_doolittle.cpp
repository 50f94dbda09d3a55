// Doolittle's LU into separate L and U, as textbooks write it: for each
// row, the row of U, then the column of L below the diagonal, each element
// a sum from 0.
#ifndef N
#define N 2000
#endif
static void init_lu(int n, const double A[N][N], double L[N][N],
                    double U[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      const_cast<double(*)[N]>(A)[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
      L[i][j] = U[i][j] = 0;
    }
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_lu)
void lu_doolittle(int n, const double A[N][N], double L[N][N], double U[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int k = i; k < n; k++) {
      double sum = 0;
      for (int j = 0; j < i; j++)
        sum += L[i][j] * U[j][k];
      U[i][k] = A[i][k] - sum;
    }
    for (int k = i; k < n; k++) {
      if (i == k)
        L[i][i] = 1;
      else {
        double sum = 0;
        for (int j = 0; j < i; j++)
          sum += L[k][j] * U[j][i];
        L[k][i] = (A[k][i] - sum) / U[i][i];
      }
    }
  }
}
