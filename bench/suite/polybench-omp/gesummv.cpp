// gesummv: y := alpha*A*x + beta*B*x, scalar, vector and matrix multiplication.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>

#if !defined(N)
#  ifdef MINI_DATASET
#    define N 30
#  elif defined(SMALL_DATASET)
#    define N 90
#  elif defined(MEDIUM_DATASET)
#    define N 250
#  elif defined(EXTRALARGE_DATASET)
#    define N 2800
#  else /* LARGE_DATASET (default) */
#    define N 1300
#  endif
#endif

#ifndef DATA_TYPE
#  define DATA_TYPE double
#endif

void init_gesummv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                  DATA_TYPE B[N][N], DATA_TYPE tmp[N], DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)(i % n) / n;
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
      B[i][j] = (DATA_TYPE)((i * j + 2) % n) / n;
    }
  }
}

#pragma loopgen validate(n = N, alpha = 1.5, beta = 1.2) init(init_gesummv)
void kernel_gesummv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                    DATA_TYPE B[N][N], DATA_TYPE tmp[N], DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j;

  #pragma omp target data map(to: A[0:n][0:n], B[0:n][0:n], x[0:n]) map(from: tmp[0:n], y[0:n])
  {
  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
  }
}
