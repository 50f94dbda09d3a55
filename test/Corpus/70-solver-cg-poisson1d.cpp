// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: while convergence loop (||r||^2 > tol^2, capped) of conjugate gradients, helper functions,
//            stencil neighbours read under guards (i > 0 ? p[i-1] : 0.0).
// Field: PDE / linear algebra (1-D Poisson -u'' + c u = f, Dirichlet, matrix-free CG).
// Computes: x solving the tridiagonal SPD system; returns the iteration count.
#include <cmath>
#include <vector>

static void apply_A(const std::vector<double> &p, std::vector<double> &Ap, int n, double c) {
  for (int i = 0; i < n; i++) {
    double left = i > 0 ? p[i - 1] : 0.0;
    double right = i + 1 < n ? p[i + 1] : 0.0;
    Ap[i] = (2.0 + c) * p[i] - left - right;
  }
}

static double dotv(const std::vector<double> &a, const std::vector<double> &b, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

#pragma loopgen validate(n = 2000, c = 0.01, tol = 1e-8, max_iter = 500)
#pragma loopgen offload
int cg_poisson1d(const double *f, double *x, int n, double c, double tol, int max_iter) {
  std::vector<double> r(n), p(n), Ap(n);
  for (int i = 0; i < n; i++) {
    x[i] = 0.0;
    r[i] = f[i];
    p[i] = f[i];
  }
  double rr = dotv(r, r, n);
  int k = 0;
  while (rr > tol * tol && k < max_iter) {
    apply_A(p, Ap, n, c);
    double alpha = rr / dotv(p, Ap, n);
    for (int i = 0; i < n; i++) {
      x[i] += alpha * p[i];
      r[i] -= alpha * Ap[i];
    }
    double rr_new = dotv(r, r, n);
    double beta = rr_new / rr;
    for (int i = 0; i < n; i++)
      p[i] = r[i] + beta * p[i];
    rr = rr_new;
    k++;
  }
  return k;
}
