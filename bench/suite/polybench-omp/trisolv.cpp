// trisolv: forward substitution solving L*x = b for a lower triangular matrix L.
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
static void init_trisolv(int n, DATA_TYPE L[N][N], DATA_TYPE x[N], DATA_TYPE b[N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = -999;
    b[i] = i;
    for (j = 0; j <= i; j++)
      L[i][j] = (DATA_TYPE)(i + n - j + 1) * 2 / n;
  }
}

#pragma loopgen validate(n = N) init(init_trisolv)
void kernel_trisolv(int n, DATA_TYPE L[N][N], DATA_TYPE x[N], DATA_TYPE b[N]) {
  int i, j;
#pragma omp target data map(to: L[0:n][0:n], b[0:n]) map(from: x[0:n])
  {
    // Forward substitution: x[i] needs every x[j], j < i, and sums into x[i] itself; sequential as written.
#pragma omp target
    for (i = 0; i < n; i++) {
      x[i] = b[i];
      for (j = 0; j < i; j++)
        x[i] -= L[i][j] * x[j];
      x[i] = x[i] / L[i][i];
    }
  }
}
