// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_PERSISTENT=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PERSISTENT
// RUN: env LOOPGEN_PERSISTENT=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=LAUNCHES
// RUN: env LOOPGEN_PERSISTENT=1 LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=37 --size m=5 | FileCheck %s --check-prefix=PERSISTENT
// Host time loops whose bodies only launch kernels run as one persistent
// kernel (phases over virtual blocks, a barrier after each), in the styles
// people write them; both that kernel and the launches step by step match
// the sequential original. The emulation runs persistent kernels in one
// block, whose threads take the virtual blocks in turn.

#define N 3000

// jacobi-1d as PolyBench writes it: indices at the top, C arrays.
#pragma loopgen offload
#pragma loopgen validate(tsteps = 20, n = N)
void jacobi_1d(int tsteps, int n, double A[N], double B[N]) {
  int t, i;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-7]]:3: remark: loop over 't' runs as one persistent kernel of 2 phases

// A 2-D stencil on pointers, with a weight computed in each step.
#pragma loopgen offload
#pragma loopgen array(u[n][m], v[n][m])
#pragma loopgen validate(n = 300, m = 200, steps = 8)
void diffuse(int n, int m, int steps, float *u, float *v) {
  for (int s = 0; s < steps; ++s) {
    float w = 0.1f + 0.01f * s;
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        v[i * m + j] = u[i * m + j] +
                       w * (u[(i - 1) * m + j] + u[(i + 1) * m + j] +
                            u[i * m + j - 1] + u[i * m + j + 1] -
                            4 * u[i * m + j]);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        u[i * m + j] = v[i * m + j];
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-13]]:3: remark: loop over 's' runs as one persistent kernel of 2 phases

// fdtd-2d: a 1-D kernel reading the step's source, then three 2-D ones.
#pragma loopgen offload
#pragma loopgen validate(tmax = 6, nx = 60, ny = 70)
void fdtd(int tmax, int nx, int ny, double ex[60][70], double ey[60][70],
          double hz[60][70], double fict[6]) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      ey[0][j] = fict[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] +
                                     ey[i + 1][j] - ey[i][j]);
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-15]]:3: remark: loop over 't' runs as one persistent kernel of 4 phases

// A 3-D heat equation on std::vector, its time loop counting down.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(a[n][n][n], b[n][n][n])
#pragma loopgen validate(n = 24, steps = 5)
void heat(int n, int steps, std::vector<double> &a, std::vector<double> &b) {
  for (int t = steps; t > 0; --t) {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        for (int k = 1; k < n - 1; ++k)
          b[(i * n + j) * n + k] =
              0.125 * (a[((i + 1) * n + j) * n + k] - 2 * a[(i * n + j) * n + k] +
                       a[((i - 1) * n + j) * n + k]) +
              0.125 * (a[(i * n + j + 1) * n + k] - 2 * a[(i * n + j) * n + k] +
                       a[(i * n + j - 1) * n + k]) +
              a[(i * n + j) * n + k];
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        for (int k = 1; k < n - 1; ++k)
          a[(i * n + j) * n + k] = b[(i * n + j) * n + k];
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-16]]:3: remark: loop over 't' runs as one persistent kernel of 2 phases

// Refused: the kernel's grid shrinks with the step, so the host cannot
// size the persistent kernel on entry; launched step by step.
#pragma loopgen offload
#pragma loopgen array(x[n][m], y[n][m])
#pragma loopgen validate(n = 40, m = 300, steps = 30)
void shrinking(int n, int m, int steps, float *x, float *y) {
  for (int t = 0; t < steps; ++t)
    for (int i = 0; i < n - t; ++i)
      for (int j = 0; j < m; ++j)
        y[i * m + j] = y[i * m + j] + 0.5f * x[i * m + j] * t;
}
// CHECK: persistent-loops.cpp:[[@LINE-5]]:3: remark: loop over 't' launches its kernels step by step: the grid of the kernel at {{.*}} changes from step to step

// Refused: each thread sweeps a column, as long as the input (adi): the
// launches cost little against that, and the sweeps want every
// multiprocessor, not one block.
#pragma loopgen offload
#pragma loopgen array(p[n][n], q[n][n])
#pragma loopgen validate(n = 64, steps = 3)
void sweeps(int n, int steps, double *p, double *q) {
  for (int t = 0; t < steps; ++t) {
    for (int j = 0; j < n; ++j)
      for (int i = 1; i < n; ++i)
        p[i * n + j] = 0.5 * p[(i - 1) * n + j] + q[i * n + j];
    for (int i = 0; i < n; ++i)
      for (int j = 1; j < n; ++j)
        q[i * n + j] = 0.5 * q[i * n + j - 1] + p[i * n + j];
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-9]]:3: remark: loop over 't' launches its kernels step by step: each thread of the kernel at {{.*}} runs the loop over 'i', so that its launch is not what costs

// Refused: a reduction combines its blocks' partials after the kernel.
#pragma loopgen offload
#pragma loopgen array(x[n], total[steps])
#pragma loopgen validate(n = 3000, steps = 4)
void normalize(int n, int steps, float *x, float *total) {
  for (int s = 0; s < steps; ++s) {
    float sum = 0;
    for (int i = 0; i < n; ++i)
      sum += x[i];
    total[s] = sum;
    for (int i = 0; i < n; ++i)
      x[i] = x[i] * 0.5f + 1.0f;
  }
}
// CHECK: persistent-loops.cpp:[[@LINE-9]]:3: remark: loop over 's' launches its kernels step by step: 'sum' is computed on the device

// PERSISTENT: RESULT function=jacobi_1d status=PASS {{.*}} launches=1
// PERSISTENT: RESULT function=diffuse status=PASS {{.*}} launches=1
// PERSISTENT: RESULT function=fdtd status=PASS {{.*}} launches=1
// PERSISTENT: RESULT function=heat status=PASS {{.*}} launches=1
// PERSISTENT: RESULT function=shrinking status=PASS
// PERSISTENT: RESULT function=sweeps status=PASS
// PERSISTENT: RESULT function=normalize status=PASS
// PERSISTENT: PASS: 7 of 7
// LAUNCHES: RESULT function=jacobi_1d status=PASS {{.*}} launches=40
// LAUNCHES: RESULT function=diffuse status=PASS {{.*}} launches=16
// LAUNCHES: RESULT function=fdtd status=PASS {{.*}} launches=24
// LAUNCHES: RESULT function=heat status=PASS {{.*}} launches=10
// LAUNCHES: PASS: 7 of 7
