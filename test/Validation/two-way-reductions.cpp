// RUN: loopgen --format-style=none %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --implicit-check-not="over 'neg"
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: env LOOPGEN_TWO_WAY=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TWO_WAY=1 LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TWO_WAY=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TWO_WAY=1 loopgen %s --validate --emulate --size rows=1 --size cols=1 | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TWO_WAY=1 not loopgen %s --validate --emulate --inject-unwritten-element | FileCheck %s --check-prefix=FAULT
// A matrix's rows and its columns reduced side by side run as one pass over
// it, in the styles people write them: bicg's single nest (distributed into
// a row and a column kernel), mvt's two nests, atax's y = A^T (A x) (each
// row's product before its column updates), row maxima beside column sums
// in std::vector. A column kernel that comes first and whose result the row
// kernel reads keeps its two kernels, and so does one that reads what the
// row kernel writes at another row. Validated with the pass (also with more
// rows than blocks) and without it.
// clang-format off
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(a[rows][cols], s[cols], q[rows], p[cols], r[rows])
#pragma loopgen validate(rows = 37, cols = 300)
void bicg(int rows, int cols, const float *a, float *s, float *q,
          const float *p, const float *r) {
  for (int j = 0; j < cols; ++j)
    s[j] = 0;
  for (int i = 0; i < rows; ++i) {
    q[i] = 0;
    for (int j = 0; j < cols; ++j) {
      s[j] += r[i] * a[i * cols + j];
      q[i] += a[i * cols + j] * p[j];
    }
  }
}
// CHECK: two-way-reductions.cpp:[[@LINE-6]]:5: remark: the loops at {{.*}} (rows) and {{.*}} (columns) run as one pass over 'a': blocks reduce its rows and accumulate its columns in shared memory
// CODE-LABEL: {{^}}__global__ void __launch_bounds__(LOOPGEN_TWO_WAY_THREADS) bicg_kernel2(
// CODE: {{^ +}}LOOPGEN_DYNAMIC_SHARED(unsigned char, loopgen_shared);
// CODE: {{^ +}}loopgen_acc_s_j[loopgen_c] += r[i] * a[i * cols + j];
// CODE: {{^}}__global__ void bicg_kernel2_columns(
// CODE: {{^ +}}const int loopgen_blocks = loopgen_two_way_blocks(bicg_kernel2, loopgen_rows, loopgen_cols, loopgen_bytes);

#pragma loopgen offload
#pragma loopgen array(A[n][n], x1[n], x2[n], y1[n], y2[n])
#pragma loopgen validate(n = 41)
void mvt(int n, const double *A, double *x1, double *x2, const double *y1,
         const double *y2) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + A[i * n + j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + A[j * n + i] * y2[j];
}
// CHECK: two-way-reductions.cpp:[[@LINE-7]]:3: remark: the loops at {{.*}} (rows) and {{.*}} (columns) run as one pass over 'A'

#pragma loopgen offload
#pragma loopgen array(A[rows][cols], x[cols], y[cols], tmp[rows])
#pragma loopgen validate(rows = 33, cols = 290)
void atax(int rows, int cols, const double *A, const double *x, double *y,
          double *tmp) {
  for (int j = 0; j < cols; j++)
    y[j] = 0;
  for (int i = 0; i < rows; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < cols; j++)
      tmp[i] = tmp[i] + A[i * cols + j] * x[j];
    for (int j = 0; j < cols; j++)
      y[j] = y[j] + A[i * cols + j] * tmp[i];
  }
}
// CHECK: two-way-reductions.cpp:[[@LINE-8]]:3: remark: the loops at {{.*}} (rows) and {{.*}} (columns) run as one pass over 'A': blocks reduce its rows and accumulate its columns in shared memory, each row's reductions first

#pragma loopgen offload
#pragma loopgen array(m[rows][cols])
#pragma loopgen validate(rows = 29, cols = 260)
void maxima_and_sums(int rows, int cols, const std::vector<float> &m,
                     std::vector<float> &row_max,
                     std::vector<double> &col_sum) {
  for (int i = 0; i < rows; ++i) {
    float best = -INFINITY;
    for (int j = 0; j < cols; ++j)
      best = std::fmax(best, m[i * cols + j]);
    row_max[i] = best;
  }
  for (int j = 0; j < cols; ++j) {
    double total = 0;
    for (int i = 0; i < rows; ++i)
      total += m[i * cols + j];
    col_sum[j] = total;
  }
}
// CHECK: two-way-reductions.cpp:[[@LINE-13]]:3: remark: the loops at {{.*}} (rows) and {{.*}} (columns) run as one pass over 'm'

// The row kernel reads what the column kernel before it writes: two kernels.
#pragma loopgen offload
#pragma loopgen array(neg[rows][cols], c[cols], out[rows])
#pragma loopgen validate(rows = 21, cols = 270)
void columns_first(int rows, int cols, const float *neg, float *c,
                   float *out) {
  for (int j = 0; j < cols; ++j) {
    float t = 0;
    for (int i = 0; i < rows; ++i)
      t += neg[i * cols + j];
    c[j] = t;
  }
  for (int i = 0; i < rows; ++i) {
    float t = 0;
    for (int j = 0; j < cols; ++j)
      t += neg[i * cols + j] * c[j];
    out[i] = t;
  }
}

// The column kernel reads w[i], which the row kernel writes one row ahead
// (w[i + 1]): element [i] is not final when row i is done; two kernels.
#pragma loopgen offload
#pragma loopgen array(neg2[rows][cols], x[cols], w[rows], out[cols])
#pragma loopgen validate(rows = 23, cols = 280)
void written_ahead(int rows, int cols, const float *neg2, const float *x,
                   float *w, float *out) {
  for (int i = 0; i < rows - 1; ++i) {
    float t = 0;
    for (int j = 0; j < cols; ++j)
      t += neg2[i * cols + j] * x[j];
    w[i + 1] = t;
  }
  for (int j = 0; j < cols; ++j) {
    float y = 0;
    for (int i = 0; i < rows - 1; ++i)
      y += neg2[i * cols + j] * w[i];
    out[j] = y;
  }
}

// PASS: PASS: 6 of 6 functions match the sequential original
// FAULT: FAIL
