// trmm: B := alpha*A^T*B with A unit lower triangular, triangular matrix multiply.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>

#if !defined(M) && !defined(N)
#  ifdef MINI_DATASET
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
#  else /* LARGE_DATASET (default) */
#    define M 1000
#    define N 1200
#  endif
#endif

#ifndef DATA_TYPE
#  define DATA_TYPE double
#endif

void init_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[M][M], DATA_TYPE B[M][N]) {
  int i, j;
  for (i = 0; i < m; i++) {
    for (j = 0; j < i; j++) {
      A[i][j] = (DATA_TYPE)((i + j) % m) / m;
    }
    A[i][i] = 1.0;
    for (j = 0; j < n; j++) {
      B[i][j] = (DATA_TYPE)((n + (i - j)) % n) / n;
    }
  }
}

#pragma loopgen validate(m = M, n = N, alpha = 1.5) init(init_trmm)
void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[M][M], DATA_TYPE B[M][N]) {
  int i, j, k;

  // BLAS parameters
  // SIDE   = 'L'
  // UPLO   = 'L'
  // TRANSA = 'T'
  // DIAG   = 'U'
  // => Form  B := alpha*A**T*B.
  // A is MxM
  // B is MxN
  #pragma omp target data map(to: A[0:m][0:m]) map(tofrom: B[0:m][0:n])
  {
  for (i = 0; i < m; i++)
    #pragma omp target teams distribute parallel for private(k)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
  }
}
