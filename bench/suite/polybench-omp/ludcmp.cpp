// ludcmp: solves A*x = b through an in-place LU decomposition of A (no pivoting), forward substitution into y, back substitution into x.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#include <vector>
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
static void init_ludcmp(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j, r, s, t;
  DATA_TYPE fn = (DATA_TYPE)n;
  for (i = 0; i < n; i++) {
    x[i] = 0;
    y[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
  }
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)(-j % n) / n + 1;
    for (j = i + 1; j < n; j++)
      A[i][j] = 0;
    A[i][i] = 1;
  }
  // Positive definite as the suite makes it: A := A * A^T through a temporary B.
  std::vector<DATA_TYPE> B((size_t)n * n, (DATA_TYPE)0);
  for (t = 0; t < n; ++t)
    for (r = 0; r < n; ++r)
      for (s = 0; s < n; ++s)
        B[(size_t)r * n + s] += A[r][t] * A[s][t];
  for (r = 0; r < n; ++r)
    for (s = 0; s < n; ++s)
      A[r][s] = B[(size_t)r * n + s];
}

#pragma loopgen validate(n = N) init(init_ludcmp)
void kernel_ludcmp(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j, k;
  DATA_TYPE w;

#pragma omp target data map(tofrom: A[0:n][0:n]) map(to: b[0:n]) map(from: x[0:n], y[0:n])
  {
    for (i = 0; i < n; i++) {
      // L part of row i: a triangular solve, sequential in j.
#pragma omp target
      for (j = 0; j < i; j++) {
        w = A[i][j];
        for (k = 0; k < j; k++)
          w -= A[i][k] * A[k][j];
        A[i][j] = w / A[j][j];
      }
#pragma omp target teams distribute parallel for private(k, w)
      for (j = i; j < n; j++) {
        w = A[i][j];
        for (k = 0; k < i; k++)
          w -= A[i][k] * A[k][j];
        A[i][j] = w;
      }
    }
#pragma omp target update from(A[0:n][0:n])

    for (i = 0; i < n; i++) {
      w = b[i];
#pragma omp target teams distribute parallel for reduction(-: w)
      for (j = 0; j < i; j++)
        w -= A[i][j] * y[j];
      y[i] = w;
#pragma omp target update to(y[i:1])
    }

    for (i = n - 1; i >= 0; i--) {
      w = y[i];
#pragma omp target teams distribute parallel for reduction(-: w)
      for (j = i + 1; j < n; j++)
        w -= A[i][j] * x[j];
      x[i] = w / A[i][i];
#pragma omp target update to(x[i:1])
    }
  }
}
