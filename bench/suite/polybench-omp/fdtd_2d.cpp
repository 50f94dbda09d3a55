// fdtd-2d: 2-D finite-difference time-domain update of the fields ex, ey, hz, with a source row fed from _fict_ each step.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(TMAX) && !defined(NX) && !defined(NY)
#  if defined(MINI_DATASET)
#    define TMAX 20
#    define NX 20
#    define NY 30
#  elif defined(SMALL_DATASET)
#    define TMAX 40
#    define NX 60
#    define NY 80
#  elif defined(MEDIUM_DATASET)
#    define TMAX 100
#    define NX 200
#    define NY 240
#  elif defined(EXTRALARGE_DATASET)
#    define TMAX 1000
#    define NX 2000
#    define NY 2600
#  else /* LARGE_DATASET, the default */
#    define TMAX 500
#    define NX 1000
#    define NY 1200
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY],
                         DATA_TYPE _fict_[TMAX]) {
  int i, j;
  for (i = 0; i < tmax; i++)
    _fict_[i] = (DATA_TYPE)i;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((DATA_TYPE)i * (j + 1)) / nx;
      ey[i][j] = ((DATA_TYPE)i * (j + 2)) / ny;
      hz[i][j] = ((DATA_TYPE)i * (j + 3)) / nx;
    }
}

#pragma loopgen validate(tmax = TMAX, nx = NX, ny = NY) init(init_fdtd_2d)
void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY],
                    DATA_TYPE _fict_[TMAX]) {
  int t, i, j;
#pragma omp target data map(to: _fict_[0:tmax]) map(tofrom: ex[0:nx][0:ny], ey[0:nx][0:ny], hz[0:nx][0:ny])
  {
    for (t = 0; t < tmax; t++) {
#pragma omp target teams distribute parallel for
      for (j = 0; j < ny; j++)
        ey[0][j] = _fict_[t];
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 1; i < nx; i++)
        for (j = 0; j < ny; j++)
          ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 0; i < nx; i++)
        for (j = 1; j < ny; j++)
          ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 0; i < nx - 1; i++)
        for (j = 0; j < ny - 1; j++)
          hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
  }
}
