// correlation: Pearson correlation matrix of the M columns (variables) of an N x M data set.
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

void init_correlation(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M],
                      DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE stddev[M]) {
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = (DATA_TYPE)(i * j) / M + i;
}

#pragma loopgen validate(m = M, n = N, float_n = N) init(init_correlation)
void kernel_correlation(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M],
                        DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE stddev[M]) {
  int i, j, k;
  DATA_TYPE eps = 0.1;

  #pragma omp target data map(tofrom: data[0:n][0:m]) map(from: corr[0:m][0:m], mean[0:m], stddev[0:m])
  {
  #pragma omp target teams distribute parallel for private(i)
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

  #pragma omp target teams distribute parallel for private(i)
  for (j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    /* The following in an inelegant but usual way to handle
       near-zero std. dev. values, which below would cause a zero-
       divide. */
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }

  /* Center and reduce the column vectors. */
  #pragma omp target teams distribute parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }

  /* Calculate the m * m correlation matrix. */
  #pragma omp target teams distribute parallel for private(j, k)
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  }
  corr[m - 1][m - 1] = 1.0;
}
