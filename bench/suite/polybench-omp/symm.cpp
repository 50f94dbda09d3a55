// symm: C := alpha*A*B + beta*C with A symmetric (stored in its lower triangle), symmetric matrix multiply.
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

void init_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[M][N],
               DATA_TYPE A[M][M], DATA_TYPE B[M][N]) {
  int i, j;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = (DATA_TYPE)((i + j) % 100) / m;
      B[i][j] = (DATA_TYPE)((n + i - j) % 100) / m;
    }
  for (i = 0; i < m; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)((i + j) % 100) / m;
    for (j = i + 1; j < m; j++)
      A[i][j] = -999; // regions of arrays that should not be used
  }
}

#pragma loopgen validate(m = M, n = N, alpha = 1.5, beta = 1.2) init(init_symm)
void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[M][N],
                 DATA_TYPE A[M][M], DATA_TYPE B[M][N]) {
  int i, j, k;
  DATA_TYPE temp2;

  // BLAS PARAMS
  // SIDE = 'L'
  // UPLO = 'L'
  // =>  Form  C := alpha*A*B + beta*C
  // A is MxM
  // B is MxN
  // C is MxN
  // note that due to Fortran array layout, the code below more closely resembles upper triangular case in BLAS
  #pragma omp target data map(to: A[0:m][0:m], B[0:m][0:n]) map(tofrom: C[0:m][0:n])
  {
  for (i = 0; i < m; i++)
    #pragma omp target teams distribute parallel for private(k, temp2)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
  }
}
