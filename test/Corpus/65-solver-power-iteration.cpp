// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: while convergence loop (eigenvalue change < tol, capped) with std::swap double buffering of float pointers.
// Field: linear algebra (dominant eigenvalue of a symmetric matrix by power iteration).
// Computes: symmetrises A on the fly, iterates v <- A v / ||A v||, returns the Rayleigh estimate.
#include <cmath>
#include <utility>

static float dot(const float *x, const float *y, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

#pragma loopgen validate(n = 256, max_iter = 300, tol = 1e-6)
#pragma loopgen offload
float power_iteration(const float *A, float *v, float *w, int n, int max_iter,
                      float tol) {
  for (int i = 0; i < n; i++)
    v[i] = 1.0f;
  float *x = v;
  float *y = w;
  float lambda = 0.0f, prev = -1.0f;
  int it = 0;
  while (std::fabs(lambda - prev) > tol * std::fabs(lambda) && it < max_iter) {
    prev = lambda;
    for (int i = 0; i < n; i++) {
      float s = 0.0f;
      for (int j = 0; j < n; j++)
        s += 0.5f * (A[i * n + j] + A[j * n + i]) * x[j];
      y[i] = s;
    }
    lambda = dot(x, y, n) / dot(x, x, n);
    float norm = std::sqrt(dot(y, y, n));
    for (int i = 0; i < n; i++)
      y[i] /= norm;
    std::swap(x, y);
    it++;
  }
  return lambda;
}
