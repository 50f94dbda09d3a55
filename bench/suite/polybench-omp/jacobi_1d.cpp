// jacobi-1d: 1-D Jacobi stencil, a 3-point average alternating between A and B each time step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TSTEPS) && !defined(N)
#  if defined(MINI_DATASET)
#    define TSTEPS 20
#    define N 30
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
static void init_jacobi_1d(int tsteps, int n, DATA_TYPE A[N], DATA_TYPE B[N]) {
  int i;
  for (i = 0; i < n; i++) {
    A[i] = ((DATA_TYPE)i + 2) / n;
    B[i] = ((DATA_TYPE)i + 3) / n;
  }
}

#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_jacobi_1d)
void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[N], DATA_TYPE B[N]) {
  int t, i;
#pragma omp target data map(tofrom: A[0:n], B[0:n])
  {
    for (t = 0; t < tsteps; t++) {
#pragma omp target teams distribute parallel for
      for (i = 1; i < n - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
#pragma omp target teams distribute parallel for
      for (i = 1; i < n - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
  }
}
