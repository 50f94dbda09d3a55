// gemver: A := A + u1*v1^T + u2*v2^T, x := beta*A^T*y + z, w := alpha*A*x (vector multiply and matrix addition).
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>

#if !defined(N)
#  ifdef MINI_DATASET
#    define N 40
#  elif defined(SMALL_DATASET)
#    define N 120
#  elif defined(MEDIUM_DATASET)
#    define N 400
#  elif defined(EXTRALARGE_DATASET)
#    define N 4000
#  else /* LARGE_DATASET (default) */
#    define N 2000
#  endif
#endif

#ifndef DATA_TYPE
#  define DATA_TYPE double
#endif

void init_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                 DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                 DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N]) {
  int i, j;
  DATA_TYPE fn = (DATA_TYPE)n;

  for (i = 0; i < n; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / fn) / 2.0;
    v1[i] = ((i + 1) / fn) / 4.0;
    v2[i] = ((i + 1) / fn) / 6.0;
    y[i] = ((i + 1) / fn) / 8.0;
    z[i] = ((i + 1) / fn) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)(i * j % n) / n;
  }
}

#pragma loopgen validate(n = N, alpha = 1.5, beta = 1.2) init(init_gemver)
void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                   DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                   DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N]) {
  int i, j;

  #pragma omp target data map(to: u1[0:n], v1[0:n], u2[0:n], v2[0:n], y[0:n], z[0:n]) map(tofrom: A[0:n][0:n], w[0:n], x[0:n])
  {
  #pragma omp target teams distribute parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];

  #pragma omp target teams distribute parallel for
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];

  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
  }
}
