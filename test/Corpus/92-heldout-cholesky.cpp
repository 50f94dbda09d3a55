// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// In-place Cholesky factorization A = L L^T of one SPD matrix, row-major.
#include <cmath>

void make_spd(int n, double *A) {
  // diagonally dominant symmetric matrix
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      double v = (i == j) ? n + 1.0 : 1.0 / (1.0 + i + j);
      A[i * n + j] = v;
      A[j * n + i] = v;
    }
}

#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 384) init(make_spd)
void cholesky(int n, double *A) {
  for (int j = 0; j < n; ++j) {
    double d = A[j * n + j];
    for (int k = 0; k < j; ++k)
      d -= A[j * n + k] * A[j * n + k];
    d = std::sqrt(d);
    A[j * n + j] = d;
    for (int i = j + 1; i < n; ++i) {
      double s = A[i * n + j];
      for (int k = 0; k < j; ++k)
        s -= A[i * n + k] * A[j * n + k];
      A[i * n + j] = s / d;
    }
    // zero the upper triangle as we go
    for (int i = 0; i < j; ++i)
      A[i * n + j] = 0.0;
  }
}
