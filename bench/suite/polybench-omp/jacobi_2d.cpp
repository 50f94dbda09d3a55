// jacobi-2d: 2-D Jacobi stencil, a 5-point average alternating between A and B each time step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TSTEPS) && !defined(N)
#  if defined(MINI_DATASET)
#    define TSTEPS 20
#    define N 30
#  elif defined(SMALL_DATASET)
#    define TSTEPS 40
#    define N 90
#  elif defined(MEDIUM_DATASET)
#    define TSTEPS 100
#    define N 250
#  elif defined(EXTRALARGE_DATASET)
#    define TSTEPS 1000
#    define N 2800
#  else /* LARGE_DATASET, the default */
#    define TSTEPS 500
#    define N 1300
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((DATA_TYPE)i * (j + 2) + 2) / n;
      B[i][j] = ((DATA_TYPE)i * (j + 3) + 3) / n;
    }
}

#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_jacobi_2d)
void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N]) {
  int t, i, j;
#pragma omp target data map(tofrom: A[0:n][0:n], B[0:n][0:n])
  {
    for (t = 0; t < tsteps; t++) {
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
    }
  }
}
