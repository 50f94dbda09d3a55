// LU without pivoting with one loop over the row, its k loop bounded by
// std::min(i, j), the division under an if.
#include <algorithm>
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
void lu_min(int n, double A[N][N]) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      for (int k = 0; k < std::min(i, j); ++k)
        A[i][j] -= A[i][k] * A[k][j];
      if (j < i)
        A[i][j] /= A[j][j];
    }
}
