// bicg: s := A^T * r and q := A * p, the BiCG sub-kernel of BiCGStab.
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
static void init_bicg(int m, int n, DATA_TYPE A[N][M], DATA_TYPE s[M], DATA_TYPE q[N],
                      DATA_TYPE p[M], DATA_TYPE r[N]) {
  int i, j;
  for (i = 0; i < m; i++)
    p[i] = (DATA_TYPE)(i % m) / m;
  for (i = 0; i < n; i++) {
    r[i] = (DATA_TYPE)(i % n) / n;
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE) (i*(j+1) % n) / n;
  }
}

#pragma loopgen validate(m = M, n = N) init(init_bicg)
void kernel_bicg(int m, int n, DATA_TYPE A[N][M], DATA_TYPE s[M], DATA_TYPE q[N],
                 DATA_TYPE p[M], DATA_TYPE r[N]) {
  int i, j;
  #pragma omp target data map(to: A[0:n][0:m], p[0:m], r[0:n]) map(from: s[0:m], q[0:n])
  {
  #pragma omp target teams distribute parallel for
  for (i = 0; i < m; i++)
    s[i] = 0;
  #pragma omp target teams distribute parallel for private(j)
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      #pragma omp atomic
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
  }
}
