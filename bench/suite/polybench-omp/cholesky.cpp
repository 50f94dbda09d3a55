// cholesky: Cholesky factorization A = L*L^T of a symmetric positive definite matrix, L stored in place of A's lower triangle.
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
static void init_cholesky(int n, DATA_TYPE A[N][N]) {
  int i, j, r, s, t;
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

#pragma loopgen validate(n = N) init(init_cholesky)
void kernel_cholesky(int n, DATA_TYPE A[N][N]) {
  int i, j, k;
#pragma omp target data map(tofrom: A[0:n][0:n])
  {
    // Row i is a triangular solve against rows 0..i-1: no loop of this nest is parallel as written.
#pragma omp target
    for (i = 0; i < n; i++) {
      for (j = 0; j < i; j++) {
        for (k = 0; k < j; k++)
          A[i][j] -= A[i][k] * A[j][k];
        A[i][j] /= A[j][j];
      }
      for (k = 0; k < i; k++)
        A[i][i] -= A[i][k] * A[i][k];
      A[i][i] = sqrt(A[i][i]);
    }
  }
}
