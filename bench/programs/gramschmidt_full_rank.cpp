// PolyBench's gramschmidt (the body of bench/suite/polybench/gramschmidt.cpp
// verbatim) on the harness's random inputs with at least as many rows as
// columns: a full-rank matrix, so that every column of Q is determined by
// the input and not by round-off. PolyBench's own sizes (m < n) and input
// leave the last columns pure round-off, which any other rounding order
// changes (bench/RESULTS.md).
#include <cmath>
#ifndef M
#define M 240
#endif
#ifndef N
#define N 200
#endif

#pragma loopgen offload
#pragma loopgen validate(m = M, n = N)
void gramschmidt_full_rank(int m, int n, double A[M][N], double R[N][N],
                           double Q[M][N]) {
  int i, j, k;
  double nrm;

  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
