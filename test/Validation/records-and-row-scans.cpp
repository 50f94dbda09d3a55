// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_SCAN_ROWS_BY_TILES=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// Record loads and segmented scans in more of the styles people write:
// n-body forces over records of 4 floats (the other body's record whole,
// this body's first two fields as a pair), an exclusive running product
// of doubles over rows with unsigned indices, a running bitwise or over
// every other element of each row, and a complex matrix-vector product
// whose vector is read as pairs (the matrix goes through its transposed
// copy instead). Each validates with a warp per row and with tiles.
// clang-format off
#include <cmath>
#include <vector>
// n-body forces: 4 floats per body, three outputs accumulated in the array.
#pragma loopgen offload
#pragma loopgen array(p[n][4], f[n][3])
#pragma loopgen validate(n = 77)
void forces(int n, const float *p, float *f) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float dx = p[4 * j] - p[4 * i], dy = p[4 * j + 1] - p[4 * i + 1];
      float dz = p[4 * j + 2] - p[4 * i + 2];
      float r2 = dx * dx + dy * dy + dz * dz + 0.01f;
      float s = p[4 * j + 3] / (r2 * std::sqrt(r2));
      f[3 * i] += s * dx; f[3 * i + 1] += s * dy; f[3 * i + 2] += s * dz;
    }
}
// Exclusive row scan, unsigned index, std::vector of doubles.
#pragma loopgen offload
#pragma loopgen array(a[rows][cols], o[rows][cols])
#pragma loopgen validate(rows = 5, cols = 300)
void excl(unsigned rows, unsigned cols, const std::vector<double> &a, std::vector<double> &o) {
  for (unsigned i = 0; i < rows; ++i) {
    double s = 1.0;
    for (unsigned j = 0; j < cols; ++j) {
      o[i * cols + j] = s;
      s *= 1.0 + a[i * cols + j] * 1e-3;
    }
  }
}
// Rows scanned with step 2 over pairs, ints, bitwise or.
#pragma loopgen offload
#pragma loopgen array(a[rows][cols], o[rows][cols])
#pragma loopgen validate(rows = 9, cols = 101)
void step2(int rows, int cols, const int *a, int *o) {
  for (int i = 0; i < rows; ++i) {
    int m = 0;
    for (int j = 1; j < cols; j += 2) {
      m |= a[i * cols + j];
      o[i * cols + j] = m;
    }
  }
}
// Complex multiply-accumulate: each row dotted with a vector of complex numbers.
#pragma loopgen offload
#pragma loopgen array(A[n][2 * m], x[2 * m], y[2 * n])
#pragma loopgen validate(n = 33, m = 65)
void cmatvec(int n, int m, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; ++i) {
    double re = 0, im = 0;
    for (int k = 0; k < m; ++k) {
      double ar = A[i * 2 * m + 2 * k], ai = A[i * 2 * m + 2 * k + 1];
      re += ar * x[2 * k] - ai * x[2 * k + 1];
      im += ar * x[2 * k + 1] + ai * x[2 * k];
    }
    y[2 * i] = re; y[2 * i + 1] = im;
  }
}
// CHECK: remark: each iteration of the loop over 'j' reads whole records with one vector load each: 'p[4 * j]' .. 'p[4 * j + 3]', 'p[4 * i]' .. 'p[4 * i + 1]'
// CHECK: remark: loop over 'j' runs as a segmented scan: 's' accumulates with '*'
// CHECK: remark: loop over 'j' runs as a segmented scan: 'm' accumulates with '|'
// CHECK: remark: each iteration of the loop over 'k' reads whole records with one vector load each: 'x[2 * k]' .. 'x[2 * k + 1]'
// PASS: PASS: 4 of 4
