// RUN: loopgen --format-style=none %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size rows=3 --size cols=5 | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_SCAN_ROWS_BY_TILES=0 loopgen %s --validate --emulate --size rows=3 --size cols=20000 | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_SCAN_ROWS_BY_TILES=1 loopgen %s --validate --emulate --size rows=3 --size cols=20000 | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_SCAN_ROWS_BY_TILES=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: not loopgen %s --validate --emulate --inject-unwritten-element | FileCheck %s --check-prefix=FAULT
// RUN: env LOOPGEN_SCAN_ROWS_BY_TILES=1 not loopgen %s --validate --emulate --inject-unwritten-element | FileCheck %s --check-prefix=FAULT
// A scan inside a parallel loop over rows (a segmented scan) runs a warp
// per row, 32 iterations at a time, in the styles people write it: a
// running total with the row's total after it, a recurrence into the
// array in place, a running maximum under an if, a suffix sum counting
// down, doubles in a std::vector; a warp per row, or (for a few long rows)
// a block per tile of each row; rows that are not a multiple of the
// block's 8 and lengths that are not a multiple of 32. A scan down the
// columns keeps a thread per column, which already reads coalesced, and
// rows known to be short keep a thread per row.
// clang-format off
#include <vector>

#pragma loopgen offload
#pragma loopgen array(a[rows][cols], out[rows][cols], total[rows])
#pragma loopgen validate(rows = 13, cols = 1001)
void row_prefix(int rows, int cols, const float *a, float *out, float *total) {
  for (int i = 0; i < rows; ++i) {
    float s = 0.0f;
    for (int j = 0; j < cols; ++j) {
      s += a[i * cols + j];
      out[i * cols + j] = s;
    }
    total[i] = s;
  }
}
// CHECK: segmented-scans.cpp:[[@LINE-7]]:5: remark: loop over 'j' runs as a segmented scan: 's' accumulates with '+', a warp per iteration of 'i' scanning its row 32 iterations at a time
// CODE-LABEL: row_prefix_kernel0
// CODE: loopgen_scan_warp<loopgen_op_add>(loopgen_x, loopgen_lane);
// CODE: row_prefix_kernel0_tiles(
// CODE: loopgen_scan_tile<loopgen_op_add, true>(loopgen_tile, loopgen_row_first,
// CODE: if (loopgen_scan_rows_by_tiles(trips_x, loopgen_row_tiles)) {

#pragma loopgen offload
#pragma loopgen array(c[rows][cols], a[rows][cols])
#pragma loopgen validate(rows = 9, cols = 77)
void in_place(int rows, int cols, long long *c, const int *a) {
  for (int i = 0; i < rows; ++i)
    for (int j = 1; j < cols; ++j)
      c[i * cols + j] = c[i * cols + j - 1] + a[i * cols + j];
}
// CHECK: segmented-scans.cpp:[[@LINE-3]]:5: remark: loop over 'j' runs as a segmented scan: the recurrence on 'c' accumulates with '+'

#pragma loopgen offload
#pragma loopgen array(v[rows][cols], peak[rows][cols])
#pragma loopgen validate(rows = 17, cols = 70)
void running_max(int rows, int cols, const int *v, int *peak) {
  for (int i = 0; i < rows; ++i) {
    int m = -1000000;
    for (int j = 0; j < cols; ++j) {
      if (v[i * cols + j] > m)
        m = v[i * cols + j];
      peak[i * cols + j] = m;
    }
  }
}
// CHECK: segmented-scans.cpp:[[@LINE-7]]:5: remark: loop over 'j' runs as a segmented scan: 'm' accumulates with 'max'

#pragma loopgen offload
#pragma loopgen array(a[rows][cols], suf[rows][cols])
#pragma loopgen validate(rows = 6, cols = 45)
void suffix(int rows, int cols, const std::vector<double> &a,
            std::vector<double> &suf) {
  for (int i = 0; i < rows; ++i) {
    double s = 0.0;
    for (int j = cols - 1; j >= 0; --j) {
      s += a[i * cols + j];
      suf[i * cols + j] = s;
    }
  }
}
// CHECK: segmented-scans.cpp:[[@LINE-6]]:5: remark: loop over 'j' runs as a segmented scan: 's' accumulates with '+'

#pragma loopgen offload
#pragma loopgen array(a[rows][cols], down[rows][cols])
#pragma loopgen validate(rows = 50, cols = 300)
void column_prefix(int rows, int cols, const float *a, float *down) {
  for (int j = 0; j < cols; ++j) {
    float s = 0.0f;
    for (int i = 0; i < rows; ++i) {
      s += a[i * cols + j];
      down[i * cols + j] = s;
    }
  }
}

// Rows of 4: a warp per row would leave 28 lanes idle; a thread per row.
#pragma loopgen offload
#pragma loopgen array(q[n][4])
#pragma loopgen validate(n = 100)
void short_rows(int n, int *q) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < 4; ++j)
      q[i * 4 + j] += q[i * 4 + j - 1];
}
// CHECK-NOT: segmented-scans.cpp:[[@LINE-4]]:{{.*}}segmented scan
// CHECK-NOT: segmented-scans.cpp:[[@LINE-4]]:{{.*}}segmented scan
// PASS: PASS: 6 of 6
// FAULT: FAIL
