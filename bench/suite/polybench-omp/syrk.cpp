// syrk: C := alpha*A*A^T + beta*C on the lower triangle of C, symmetric rank-k update.
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

void init_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
               DATA_TYPE A[N][M]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i * j + 2) % m) / m;
}

#pragma loopgen validate(n = N, m = M, alpha = 1.5, beta = 1.2) init(init_syrk)
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                 DATA_TYPE A[N][M]) {
  int i, j, k;

  // BLAS PARAMS
  // TRANS = 'N'
  // UPLO  = 'L'
  // =>  Form  C := alpha*A*A**T + beta*C.
  // A is NxM
  // C is NxN
  #pragma omp target data map(to: A[0:n][0:m]) map(tofrom: C[0:n][0:n])
  {
  #pragma omp target teams distribute parallel for private(j, k)
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++) {
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
  }
  }
}
