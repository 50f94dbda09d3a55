// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=index-scalars -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=3 | FileCheck %s --check-prefix=VALID
// A row's offset held in a local first: the subscripts are affine once the
// local is replaced by its value, so the matrix's shape is recovered and
// both loops run in parallel. A local that changes after its declaration
// or reads memory stays as it is.
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate(n = 45, m = 70)
#pragma loopgen array(A[n*m], B[n*m])
void scale_rows(int n, int m, float *A, const float *B) {
  for (int i = 0; i < n; i++) {
    // CHECK: :[[@LINE+1]]:9: remark: 'row' is replaced by its value 'i * m' in subscripts, loop bounds and conditions, and its declaration dropped
    int row = i * m;
    for (int j = 0; j < m; j++)
      A[row + j] = 2 * B[row + j];
  }
}
// CHECK: remark: 'A' of extent n * m is analyzed as A[n][m]
// CHECK: :[[@LINE-8]]:3: remark: loop over 'i' is parallel
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// IR-LABEL: func scale_rows
// IR-NOT: row
// IR: A[i * m + j] = 2 * B[i * m + j]

// A wider offset: the value keeps the local's type.
#pragma loopgen offload
#pragma loopgen validate(n = 45, m = 70)
#pragma loopgen array(A[n*m], B[n*m])
void scale_rows_wide(int n, int m, double *A, const double *B) {
  for (int i = 0; i < n; i++) {
    // CHECK: :[[@LINE+1]]:12: remark: 'base' is replaced by its value 'i * m'
    size_t base = i * m;
    for (int j = 0; j < m; j++)
      A[base + j] = B[base + j] + 1;
  }
}
// IR-LABEL: func scale_rows_wide
// IR: A[(unsigned long)(i * m) + j] = B[(unsigned long)(i * m) + j] + 1

// Not replaced: 'r' changes after its declaration, 'first' reads memory.
#pragma loopgen offload
#pragma loopgen validate(n = 45, m = 70)
#pragma loopgen array(A[n*m], B[n*m], start[n])
void kept(int n, int m, double *A, const double *B, const int *start) {
  for (int i = 0; i < n; i++) {
    int r = i * m;
    int first = start[i] % m;
    r += first;
    for (int j = 0; j < m - first; j++)
      A[r + j] = B[i * m + j];
  }
}
// CHECK-NOT: 'r' is replaced
// CHECK-NOT: 'first' is replaced
// VALID: PASS: 3 of 3 functions match the sequential original
