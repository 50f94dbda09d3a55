// seidel-2d: 2-D Gauss-Seidel stencil, a 9-point average updated in place in A each time step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TSTEPS) && !defined(N)
#  if defined(MINI_DATASET)
#    define TSTEPS 20
#    define N 40
#  elif defined(SMALL_DATASET)
#    define TSTEPS 40
#    define N 120
#  elif defined(MEDIUM_DATASET)
#    define TSTEPS 100
#    define N 400
#  elif defined(EXTRALARGE_DATASET)
#    define TSTEPS 1000
#    define N 4000
#  else /* LARGE_DATASET, the default */
#    define TSTEPS 500
#    define N 2000
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_seidel_2d(int tsteps, int n, DATA_TYPE A[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = ((DATA_TYPE)i * (j + 2) + 2) / n;
}

#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_seidel_2d)
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[N][N]) {
  int t, i, j;
#pragma omp target data map(tofrom: A[0:n][0:n])
  {
    // Gauss-Seidel: A[i][j] needs A[i-1][*] and A[i][j-1] of the same sweep: no loop of this nest is parallel as written.
#pragma omp target
    for (t = 0; t <= tsteps - 1; t++)
      for (i = 1; i <= n - 2; i++)
        for (j = 1; j <= n - 2; j++)
          A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                     + A[i][j - 1] + A[i][j] + A[i][j + 1]
                     + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
  }
}
