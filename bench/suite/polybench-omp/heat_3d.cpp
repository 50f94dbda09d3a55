// heat-3d: 3-D heat equation, a 7-point Jacobi stencil alternating between A and B each time step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TSTEPS) && !defined(N)
#  if defined(MINI_DATASET)
#    define TSTEPS 20
#    define N 10
#  elif defined(SMALL_DATASET)
#    define TSTEPS 40
#    define N 20
#  elif defined(MEDIUM_DATASET)
#    define TSTEPS 100
#    define N 40
#  elif defined(EXTRALARGE_DATASET)
#    define TSTEPS 1000
#    define N 200
#  else /* LARGE_DATASET, the default */
#    define TSTEPS 500
#    define N 120
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N]) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (DATA_TYPE)(i + j + (n - k)) * 10 / (n);
}

#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_heat_3d)
void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N]) {
  int t, i, j, k;
#pragma omp target data map(tofrom: A[0:n][0:n][0:n], B[0:n][0:n][0:n])
  {
    for (t = 1; t <= tsteps; t++) {
#pragma omp target teams distribute parallel for collapse(2) private(k)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                       + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                       + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
#pragma omp target teams distribute parallel for collapse(2) private(k)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                       + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                       + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
    }
  }
}
