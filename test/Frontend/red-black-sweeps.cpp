// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=9,nx=7,ny=10,sweeps=3 | FileCheck %s
// Red-black (checkerboard) sweeps: the points of one colour read only the
// other colour's, so a sweep over one colour is parallel in both loops. The
// colour is a loop of step 2 that starts at a remainder (`1 + (j + c) % 2`,
// `1 + ((i + c) & 1)`) or a test of one inside unit-step loops (`if ((i +
// j) % 2 != c) continue;`); the dependence test reads remainders, masks and
// strides exactly, and shape inference bounds a strided loop's reach. (All
// three kept the sweeps sequential, and a pointer's shape had to be given.)
#include <cmath>
#include <vector>

// A helper over one colour of a row-major grid of pointers, its shape
// inferred from the residual's loops.
static void sweep_colour(int nx, int ny, int colour, double w,
                         const double *f, double *u) {
  // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:3: remark: loop over 'j' is parallel
  // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:5: remark: loop over 'i' is parallel
  for (int j = 1; j < ny - 1; ++j)
    for (int i = 1 + (j + colour) % 2; i < nx - 1; i += 2) {
      double gs = 0.25 * (u[j * nx + i - 1] + u[j * nx + i + 1] +
                          u[(j - 1) * nx + i] + u[(j + 1) * nx + i] -
                          f[j * nx + i]);
      u[j * nx + i] += w * (gs - u[j * nx + i]);
    }
}

#pragma loopgen offload
#pragma loopgen validate(nx = 40, ny = 33, sweeps = 6, w = 1.5)
double red_black_sor(int nx, int ny, int sweeps, double w, const double *f,
                     double *u) {
  for (int s = 0; s < sweeps; ++s) {
    sweep_colour(nx, ny, 0, w, f, u);
    sweep_colour(nx, ny, 1, w, f, u);
  }
  double r2 = 0.0;
  for (int j = 1; j < ny - 1; ++j)
    for (int i = 1; i < nx - 1; ++i) {
      double r = u[j * nx + i - 1] + u[j * nx + i + 1] + u[(j - 1) * nx + i] +
                 u[(j + 1) * nx + i] - 4.0 * u[j * nx + i] - f[j * nx + i];
      r2 += r * r;
    }
  return std::sqrt(r2);
}

// std::vector, the colour tested inside unit-step loops.
#pragma loopgen offload
#pragma loopgen validate(n = 30, sweeps = 5)
void checkerboard_gauss_seidel(int n, int sweeps, const std::vector<float> &rhs,
                               std::vector<float> &t) {
  for (int s = 0; s < sweeps; ++s)
    for (int c = 0; c < 2; ++c)
      // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:7: remark: loop over 'i' is parallel
      // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:9: remark: loop over 'j' is parallel
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < n - 1; ++j) {
          if ((i + j) % 2 != c)
            continue;
          t[i * n + j] = 0.25f * (t[(i - 1) * n + j] + t[(i + 1) * n + j] +
                                  t[i * n + j - 1] + t[i * n + j + 1] +
                                  rhs[i * n + j]);
        }
}

// A C array of rows, the colour a mask of the row's parity.
#define M 258
#pragma loopgen offload
#pragma loopgen validate(sweeps = 4)
void masked_colours(int sweeps, float g[M][M]) {
  for (int s = 0; s < sweeps; ++s)
    for (int c = 0; c < 2; ++c)
      // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:7: remark: loop over 'i' is parallel
      // REMARK: red-black-sweeps.cpp:[[@LINE+2]]:9: remark: loop over 'j' is parallel
      for (int i = 1; i < M - 1; ++i)
        for (int j = 1 + ((i + c) & 1); j < M - 1; j += 2)
          g[i][j] = 0.5f * g[i][j] +
                    0.125f * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] +
                              g[i][j + 1]);
}

// Not red-black: a step of 2 reads the element of its own colour that the
// iteration before wrote, so that loop stays sequential (the rows apart).
#pragma loopgen offload
#pragma loopgen validate(n = 50)
void same_colour_neighbours(int n, std::vector<double> &a) {
  // REMARK: red-black-sweeps.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    // REMARK: red-black-sweeps.cpp:[[@LINE+1]]:5: remark: loop over 'j' is sequential: 'a[i * n + j]' and 'a[i * n + j - 2]' touch the same element
    for (int j = 2 + i % 2; j < n; j += 2)
      a[i * n + j] += 0.5 * a[i * n + j - 2];
}

// CHECK-NOT: FAIL
// CHECK: PASS: 4 of 4 functions match the sequential original
