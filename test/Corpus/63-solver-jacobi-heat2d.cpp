// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: top-level while convergence loop + std::swap double buffering + border guards.
// Field: PDE (2-D steady heat equation, Jacobi).
// Computes: relaxes u (n x m grid) towards the steady state with source f; returns iterations used.
#include <algorithm>
#include <cmath>
#include <utility>

#pragma loopgen validate(n = 64, m = 48, max_iter = 200, tol = 1e-6)
#pragma loopgen offload
int jacobi_heat2d(double *u, double *tmp, const double *f, int n, int m,
                  int max_iter, double tol) {
  double *cur = u;
  double *next = tmp;
  double h2 = 1.0 / ((n + 1) * (n + 1));
  int iter = 0;
  double diff = tol + 1.0;
  while (iter < max_iter && diff > tol) {
    diff = 0.0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) {
        double up = i > 0 ? cur[(i - 1) * m + j] : 0.0;
        double down = i + 1 < n ? cur[(i + 1) * m + j] : 0.0;
        double left = j > 0 ? cur[i * m + j - 1] : 0.0;
        double right = j + 1 < m ? cur[i * m + j + 1] : 0.0;
        double v = 0.25 * (up + down + left + right + h2 * f[i * m + j]);
        next[i * m + j] = v;
        diff = std::max(diff, std::fabs(v - cur[i * m + j]));
      }
    }
    std::swap(cur, next);
    iter++;
  }
  if (cur != u) {
    for (int k = 0; k < n * m; k++)
      u[k] = cur[k];
  }
  return iter;
}
