// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=index-scalars -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=2 | FileCheck %s --check-prefix=VALID
// C89 style: locals declared at the top of the function and assigned once
// in a loop's body, which alone reads them after the assignment. Declared
// where they are assigned, they are locals with an initializer, replaced by
// it in subscripts. One read before its assignment keeps its place.

#pragma loopgen offload
#pragma loopgen validate(n = 43, m = 29)
#pragma loopgen array(A[n*m], B[n*m])
void squares(int n, int m, float *A, const float *B) {
  int i, j, row;
  float *p;
  const float *q;
  for (i = 0; i < n; i++) {
    row = i * m;
    p = A + row;
    q = &B[row];
    for (j = 0; j < m; j++)
      p[j] = q[j] * q[j];
  }
}
// CHECK: remark: 'row' is replaced by its value 'i * m'
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// IR-LABEL: func squares
// IR: A[(long)(i * m) + j] = B[(long)(i * m) + j] * B[(long)(i * m) + j]

// 'last' is read before it is assigned in the next iteration: kept.
#pragma loopgen offload
#pragma loopgen validate(n = 43, m = 29)
#pragma loopgen array(A[n*m], B[n])
void carried(int n, int m, const float *A, float *B) {
  int last;
  for (int i = 0; i < n; i++) {
    if (i > 0)
      B[i] = A[last];
    last = i * m;
  }
}
// CHECK-NOT: 'last' is replaced
// IR-LABEL: func carried
// IR: var last: int
// IR: B[i] = A[last]
// VALID: PASS: 2 of 2 functions match the sequential original
