// adi: alternating direction implicit solver of a 2-D heat equation, a column sweep then a row sweep of tridiagonal solves per time step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TSTEPS) && !defined(N)
#  if defined(MINI_DATASET)
#    define TSTEPS 20
#    define N 20
#  elif defined(SMALL_DATASET)
#    define TSTEPS 40
#    define N 60
#  elif defined(MEDIUM_DATASET)
#    define TSTEPS 100
#    define N 200
#  elif defined(EXTRALARGE_DATASET)
#    define TSTEPS 1000
#    define N 2000
#  else /* LARGE_DATASET, the default */
#    define TSTEPS 500
#    define N 1000
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_adi(int tsteps, int n, DATA_TYPE u[N][N], DATA_TYPE v[N][N], DATA_TYPE p[N][N], DATA_TYPE q[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      u[i][j] = (DATA_TYPE)(i + n - j) / n;
}

#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_adi)
void kernel_adi(int tsteps, int n, DATA_TYPE u[N][N], DATA_TYPE v[N][N], DATA_TYPE p[N][N], DATA_TYPE q[N][N]) {
  int t, i, j;
  DATA_TYPE DX, DY, DT;
  DATA_TYPE B1, B2;
  DATA_TYPE mul1, mul2;
  DATA_TYPE a, b, c, d, e, f;

  DX = 1.0 / (DATA_TYPE)n;
  DY = 1.0 / (DATA_TYPE)n;
  DT = 1.0 / (DATA_TYPE)tsteps;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);

  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;

#pragma omp target data map(tofrom: u[0:n][0:n], v[0:n][0:n], p[0:n][0:n], q[0:n][0:n])
  {
    for (t = 1; t <= tsteps; t++) {
      // column sweep
#pragma omp target teams distribute parallel for private(j)
      for (i = 1; i < n - 1; i++) {
        v[0][i] = 1.0;
        p[i][0] = 0.0;
        q[i][0] = v[0][i];
        for (j = 1; j < n - 1; j++) {
          p[i][j] = -c / (a * p[i][j - 1] + b);
          q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) / (a * p[i][j - 1] + b);
        }
        v[n - 1][i] = 1.0;
        for (j = n - 2; j >= 1; j--)
          v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
      }
      // row sweep
#pragma omp target teams distribute parallel for private(j)
      for (i = 1; i < n - 1; i++) {
        u[i][0] = 1.0;
        p[i][0] = 0.0;
        q[i][0] = u[i][0];
        for (j = 1; j < n - 1; j++) {
          p[i][j] = -f / (d * p[i][j - 1] + e);
          q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) / (d * p[i][j - 1] + e);
        }
        u[i][n - 1] = 1.0;
        for (j = n - 2; j >= 1; j--)
          u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
      }
    }
  }
}
