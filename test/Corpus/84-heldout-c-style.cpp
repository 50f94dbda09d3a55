// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
/* C-style numerics: 2-D Jacobi-preconditioned residual of a 5-point
 * Poisson problem on a fixed-size grid, plain arrays and macros. */
#include <math.h>

#define NX 256
#define NY 256
#define IDX(i, j) ((i) * NY + (j))

static double sq(double v) { return v * v; }

static double stencil(const double *u, int i, int j, double h2inv) {
  return (4.0 * u[IDX(i, j)] - u[IDX(i - 1, j)] - u[IDX(i + 1, j)] -
          u[IDX(i, j - 1)] - u[IDX(i, j + 1)]) * h2inv;
}

#pragma loopgen offload
#pragma loopgen array(u[NX * NY], f[NX * NY], r[NX * NY])
#pragma loopgen validate(h = 0.00390625)
double residual(const double *u, const double *f, double *r, double h) {
  int i, j;
  double norm = 0.0;
  double h2inv = 1.0 / (h * h);

  for (i = 0; i < NX; i++) {
    r[IDX(i, 0)] = 0.0;
    r[IDX(i, NY - 1)] = 0.0;
  }
  for (j = 0; j < NY; j++) {
    r[IDX(0, j)] = 0.0;
    r[IDX(NX - 1, j)] = 0.0;
  }
  for (i = 1; i < NX - 1; i++) {
    for (j = 1; j < NY - 1; j++) {
      r[IDX(i, j)] = f[IDX(i, j)] - stencil(u, i, j, h2inv);
      norm += sq(r[IDX(i, j)]);
    }
  }
  return sqrt(norm) * h;
}
