// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// `while` and `do`-`while` loops that compute scalars run as loops inside
// each thread: an escape-time loop in a 2-D nest, a Newton iteration in a
// helper, a bisection with a nested while, and a while at the top of the
// function that computes a size from a parameter.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(out[h][w])
#pragma loopgen validate(w = 64, h = 48, cap = 100)
void escape(int w, int h, int cap, int *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float zr = 0.0f, zi = 0.0f;
      const float cr = -2.0f + 3.0f * x / w, ci = -1.2f + 2.4f * y / h;
      int k = 0;
      while (k < cap && zr * zr + zi * zi < 4.0f) {
        const float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++k;
      }
      out[y * w + x] = k;
    }
}
// CHECK-LABEL: func escape
// CHECK: while (k < cap) && (zr * zr + zi * zi < 4.0f) {
// CUDA: __global__ void escape_kernel0(
// CUDA: while ((k < cap) && (zr * zr + zi * zi < 4.0f)) {

static double cube_root(double a) {
  double x = a > 1.0 ? a : 1.0, dx;
  do {
    dx = (x * x * x - a) / (3.0 * x * x);
    x -= dx;
  } while (std::fabs(dx) > 1e-12 * x);
  return x;
}

#pragma loopgen offload
#pragma loopgen array(a[n], r[n], lo[n])
#pragma loopgen validate(n = 2000)
void roots(int n, const double *a, double *r, double *lo) {
  for (int i = 0; i < n; ++i) {
    r[i] = cube_root(a[i] + 1.0);
    // Bisection for the integer part, a while inside a while.
    int below = 0, step = 64;
    while (step > 0) {
      while ((below + step) * (below + step) * (below + step) <= a[i] + 1.0)
        below += step;
      step /= 2;
    }
    lo[i] = below;
  }
}
// CHECK-LABEL: func roots
// CHECK: do-while fabs(dx) > 1e-12 * x {
// CHECK: while step > 0 {
// CHECK-NEXT: while
// CUDA: } while (fabs(dx) > 1e-12 * x);

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 3000)
void halve_until_small(int n, float *v) {
  int shift = 0;
  int m = n;
  while (m > 64) {
    m /= 2;
    ++shift;
  }
  for (int i = 0; i < n; ++i)
    v[i] = v[i] / (1 << shift);
}
// CHECK-LABEL: func halve_until_small
// CHECK: while m > 64 {
// VALID-NOT: FAIL
// VALID: PASS: 3 of 3 functions match the sequential original
