// Cholesky into a separate lower triangle L, sums from 0, the diagonal
// after the row (the sums run in L itself once right-looking).
#include <cmath>
#ifndef N
#define N 2000
#endif
static void init_spd(int n, const double A[N][N], double L[N][N]) {
  double(*M)[N] = const_cast<double(*)[N]>(A);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      M[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
      L[i][j] = 0;
    }
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_spd)
void cholesky_separate(int n, const double A[N][N], double L[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double s = 0;
      for (int k = 0; k < j; k++)
        s += L[i][k] * L[j][k];
      L[i][j] = (A[i][j] - s) / L[j][j];
    }
    double s = 0;
    for (int k = 0; k < i; k++)
      s += L[i][k] * L[i][k];
    L[i][i] = std::sqrt(A[i][i] - s);
  }
}
