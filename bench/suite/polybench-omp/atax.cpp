// atax: y := A^T * (A * x), matrix transpose and vector multiplication.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(M) && !defined(N)
#  if defined(MINI_DATASET)
#    define M 38
#    define N 42
#  elif defined(SMALL_DATASET)
#    define M 116
#    define N 124
#  elif defined(MEDIUM_DATASET)
#    define M 390
#    define N 410
#  elif defined(EXTRALARGE_DATASET)
#    define M 1800
#    define N 2200
#  else /* LARGE_DATASET, the default */
#    define M 1900
#    define N 2100
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_atax(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N], DATA_TYPE y[N],
                      DATA_TYPE tmp[M]) {
  int i, j;
  DATA_TYPE fn;
  fn = (DATA_TYPE)n;
  for (i = 0; i < n; i++)
    x[i] = 1 + (i / fn);
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE) ((i+j) % n) / (5*m);
}

#pragma loopgen validate(m = M, n = N) init(init_atax)
void kernel_atax(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N], DATA_TYPE y[N],
                 DATA_TYPE tmp[M]) {
  int i, j;
  #pragma omp target data map(to: A[0:m][0:n], x[0:n]) map(from: y[0:n], tmp[0:m])
  {
  #pragma omp target teams distribute parallel for
  for (i = 0; i < n; i++)
    y[i] = 0;
  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      #pragma omp atomic
      y[j] = y[j] + A[i][j] * tmp[i];
  }
  }
}
