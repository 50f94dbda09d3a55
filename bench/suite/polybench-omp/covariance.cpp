// covariance: covariance matrix of the M columns (variables) of an N x M data set.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>

#if !defined(M) && !defined(N)
#  ifdef MINI_DATASET
#    define M 28
#    define N 32
#  elif defined(SMALL_DATASET)
#    define M 80
#    define N 100
#  elif defined(MEDIUM_DATASET)
#    define M 240
#    define N 260
#  elif defined(EXTRALARGE_DATASET)
#    define M 2600
#    define N 3000
#  else /* LARGE_DATASET (default) */
#    define M 1200
#    define N 1400
#  endif
#endif

#ifndef DATA_TYPE
#  define DATA_TYPE double
#endif

void init_covariance(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M],
                     DATA_TYPE cov[M][M], DATA_TYPE mean[M]) {
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((DATA_TYPE)i * j) / M;
}

#pragma loopgen validate(m = M, n = N, float_n = N) init(init_covariance)
void kernel_covariance(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M],
                       DATA_TYPE cov[M][M], DATA_TYPE mean[M]) {
  int i, j, k;

  #pragma omp target data map(tofrom: data[0:n][0:m]) map(from: cov[0:m][0:m], mean[0:m])
  {
  #pragma omp target teams distribute parallel for private(i)
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

  #pragma omp target teams distribute parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];

  #pragma omp target teams distribute parallel for private(j, k)
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
  }
}
