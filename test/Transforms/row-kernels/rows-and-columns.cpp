// RUN: loopgen %s --stop-after=row-kernels -Rpass=loopgen-row-kernels -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=70 --size m=45 | FileCheck %s --check-prefix=VALID
// A 1-D kernel whose threads each walk a row: a warp per iteration shares
// the row loop where the row's accesses coalesce along it (row sums); 8
// threads per iteration where they coalesce along the band instead and the
// rows are long (column sums). A kernel without a row loop stays plain.
// The float sums the threads of a row combine in a tree are rounded in
// another order, and the remark says so.

#pragma loopgen offload
#pragma loopgen array(A[n][m], B[n][m], rows[n], cols[m], y[n])
void sums(int n, int m, const float *A, const float *B, float *rows,
          float *cols, float *y) {
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += A[i * m + j];
    rows[i] = s;
  }
  for (int j = 0; j < m; j++) {
    float s = 0;
    for (int i = 0; i < n; i++)
      s += B[i * m + j];
    cols[j] = s;
  }
  for (int i = 0; i < n; i++)
    y[i] = 2 * rows[i];
}
// CHECK: rows-and-columns.cpp:14:3: remark: kernel at rows-and-columns.cpp:14:3 runs a warp per iteration of 'i', sharing the row loop 'j': the row's accesses coalesce along it; the threads combine 's' in a tree, so the floating-point result is rounded in another order (--strict-fp keeps the order) [-Rpass=loopgen-row-kernels]
// CHECK: rows-and-columns.cpp:20:3: remark: kernel at rows-and-columns.cpp:20:3 runs 8 threads per iteration of 'j', sharing the row loop 'i': the rows are long and their accesses coalesce along the band; the threads combine 's' in a tree, so the floating-point result is rounded in another order (--strict-fp keeps the order) [-Rpass=loopgen-row-kernels]
// CHECK-NOT: remark
// CHECK: for i in [0, n) parallel [a warp per iteration shares the row loop 'j'] [grid x] @kernel {
// CHECK: for j in [0, m) parallel [8 threads per iteration share the row loop 'i'] [grid x] @kernel {
// CHECK: for i in [0, n) parallel [grid x] @kernel {
// VALID: RESULT function=sums status=PASS
