// mvt: x1 := x1 + A * y_1 and x2 := x2 + A^T * y_2, matrix-vector products.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(N)
#  if defined(MINI_DATASET)
#    define N 40
#  elif defined(SMALL_DATASET)
#    define N 120
#  elif defined(MEDIUM_DATASET)
#    define N 400
#  elif defined(EXTRALARGE_DATASET)
#    define N 4000
#  else /* LARGE_DATASET, the default */
#    define N 2000
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_mvt(int n, DATA_TYPE x1[N], DATA_TYPE x2[N], DATA_TYPE y_1[N],
                     DATA_TYPE y_2[N], DATA_TYPE A[N][N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE) (i % n) / n;
    x2[i] = (DATA_TYPE) ((i + 1) % n) / n;
    y_1[i] = (DATA_TYPE) ((i + 3) % n) / n;
    y_2[i] = (DATA_TYPE) ((i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE) (i*j % n) / n;
  }
}

#pragma loopgen validate(n = N) init(init_mvt)
void kernel_mvt(int n, DATA_TYPE x1[N], DATA_TYPE x2[N], DATA_TYPE y_1[N],
                DATA_TYPE y_2[N], DATA_TYPE A[N][N]) {
  int i, j;
  #pragma omp target data map(to: y_1[0:n], y_2[0:n], A[0:n][0:n]) map(tofrom: x1[0:n], x2[0:n])
  {
  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
  }
}
