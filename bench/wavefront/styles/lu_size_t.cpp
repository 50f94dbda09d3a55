// LU without pivoting over a flat matrix with size_t indices, as
// PolyBench's loops.
#include <cstddef>
#ifndef N
#define N 2000
#endif
static void init_lu(size_t n, double *A) {
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = N) init(init_lu)
void lu_size_t(size_t n, double *A) {
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < i; j++) {
      for (size_t k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      A[i * n + j] /= A[j * n + j];
    }
    for (size_t j = i; j < n; j++)
      for (size_t k = 0; k < i; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
}
