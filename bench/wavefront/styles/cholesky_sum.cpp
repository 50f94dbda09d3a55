// Cholesky with the diagonal inside the row loop (j <= i), the sum over k
// in a local that starts from the element and is stored under an if.
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
void cholesky_sum(int n, double A[N][N]) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      double s = A[i][j];
      for (int k = 0; k < j; ++k)
        s -= A[i][k] * A[j][k];
      if (i == j)
        A[i][i] = std::sqrt(s);
      else
        A[i][j] = s / A[j][j];
    }
}
