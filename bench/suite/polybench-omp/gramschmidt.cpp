// gramschmidt: QR decomposition of the M x N matrix A by modified Gram-Schmidt (Q in Q, R in R, A overwritten).
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(M) && !defined(N)
#  if defined(MINI_DATASET)
#    define M 20
#    define N 30
#  elif defined(SMALL_DATASET)
#    define M 60
#    define N 80
#  elif defined(MEDIUM_DATASET)
#    define M 200
#    define N 240
#  elif defined(EXTRALARGE_DATASET)
#    define M 2000
#    define N 2600
#  else /* LARGE_DATASET, the default */
#    define M 1000
#    define N 1200
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_gramschmidt(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N], DATA_TYPE Q[M][N]) {
  int i, j;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (((DATA_TYPE)((i * j) % m) / m) * 100) + 10;
      Q[i][j] = 0.0;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = 0.0;
}

#pragma loopgen validate(m = M, n = N) init(init_gramschmidt)
void kernel_gramschmidt(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N], DATA_TYPE Q[M][N]) {
  int i, j, k;
  DATA_TYPE nrm;

#pragma omp target data map(tofrom: A[0:m][0:n], R[0:n][0:n]) map(from: Q[0:m][0:n])
  {
    for (k = 0; k < n; k++) {
      nrm = 0.0;
#pragma omp target teams distribute parallel for reduction(+: nrm)
      for (i = 0; i < m; i++)
        nrm += A[i][k] * A[i][k];
      R[k][k] = sqrt(nrm);
#pragma omp target update to(R[k:1][k:1])
#pragma omp target teams distribute parallel for
      for (i = 0; i < m; i++)
        Q[i][k] = A[i][k] / R[k][k];
#pragma omp target teams distribute parallel for private(i)
      for (j = k + 1; j < n; j++) {
        R[k][j] = 0.0;
        for (i = 0; i < m; i++)
          R[k][j] += Q[i][k] * A[i][j];
        for (i = 0; i < m; i++)
          A[i][j] = A[i][j] - Q[i][k] * R[k][j];
      }
    }
  }
}
