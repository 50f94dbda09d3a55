// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_ROWS=8 LOOPGEN_PERSISTENT=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_ROWS=3 LOOPGEN_PERSISTENT=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_ROWS=1 LOOPGEN_PERSISTENT=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_PERSISTENT=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_ROWS=8 LOOPGEN_PERSISTENT=0 not loopgen %s --validate --emulate --inject-unwritten-element | FileCheck %s --check-prefix=FAULT
// Stencils that read an array at several rows stream their rows through
// each thread (8 consecutive ones, unrolled, the rows read again coming
// from registers), in the styles people write them, at sizes that are not
// multiples of 8; 8 rows, 3 rows (the guarded loop), 1 row and the
// persistent kernel of the time loop all match the sequential original,
// and a kernel made to skip an output is caught.
#include <vector>

// Five points, pointers and linear indices, two sweeps a step.
#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m])
#pragma loopgen validate(n = 45, m = 37, steps = 3)
void jacobi(int n, int m, int steps, float *a, float *b) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        b[i * m + j] = 0.2f * (a[i * m + j] + a[i * m + j - 1] +
                               a[i * m + j + 1] + a[(i + 1) * m + j] +
                               a[(i - 1) * m + j]);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        a[i * m + j] = 0.2f * (b[i * m + j] + b[i * m + j - 1] +
                               b[i * m + j + 1] + b[(i + 1) * m + j] +
                               b[(i - 1) * m + j]);
  }
}
// CHECK: stencil-rows.cpp:[[@LINE-12]]:5: remark: kernel at stencil-rows.cpp:[[@LINE-12]]:5 streams rows of 'i': each thread runs 8 consecutive ones where the grid has twice the outputs the GPU holds threads for, reading the rows of 'a' it read before from registers
// CHECK: remark: kernel at stencil-rows.cpp:[[@LINE-8]]:5 streams rows of 'i': {{.*}} reading the rows of 'b'

// A nine-point stencil on a C array into another, once.
#define N 29
#pragma loopgen offload
#pragma loopgen validate(n = N)
void blur(int n, const double in[N][N], double out[N][N]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double s = 0;
      s += in[i - 1][j - 1] + in[i - 1][j] + in[i - 1][j + 1];
      s += in[i][j - 1] + in[i][j] + in[i][j + 1];
      s += in[i + 1][j - 1] + in[i + 1][j] + in[i + 1][j + 1];
      out[i][j] = s / 9;
    }
}
// CHECK: remark: kernel at stencil-rows.cpp:[[@LINE-9]]:3 streams rows of 'i'

// A second difference on std::vectors, flattened, the condition written
// `i + 1 < rows`.
#pragma loopgen offload
#pragma loopgen array(u[rows * cols], d2u[rows * cols])
#pragma loopgen validate(rows = 19, cols = 23)
void ddyy(int rows, int cols, const std::vector<float> &u,
          std::vector<float> &d2u) {
  for (int i = 1; i + 1 < rows; ++i)
    for (int j = 0; j < cols; ++j)
      d2u[i * cols + j] = u[(i + 1) * cols + j] - 2 * u[i * cols + j] +
                          u[(i - 1) * cols + j];
}
// CHECK: remark: kernel at stencil-rows.cpp:[[@LINE-5]]:3 streams rows of 'i'

// A horizontal difference reads one row, a vertical one two: too little
// to share, not streamed.
#pragma loopgen offload
#pragma loopgen array(u[rows][cols], dx[rows][cols], dy[rows][cols])
#pragma loopgen validate(rows = 19, cols = 23)
void ddx(int rows, int cols, const float *u, float *dx, float *dy) {
  for (int i = 0; i < rows - 1; ++i)
    for (int j = 0; j < cols - 1; ++j) {
      dx[i * cols + j] = u[i * cols + j + 1] - u[i * cols + j];
      dy[i * cols + j] = u[(i + 1) * cols + j] - u[i * cols + j];
    }
}
// CHECK-NOT: kernel at stencil-rows.cpp:[[@LINE-6]]:3 streams

// PASS: PASS: 4 of 4 functions match the sequential original
// FAULT: FAIL: 0 of 4 functions match the sequential original
