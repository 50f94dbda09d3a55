// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Elements that stay in memory, each with the reason.
#pragma loopgen offload
#pragma loopgen array(A[n][n], b[n], x[n])
#pragma loopgen validate(n = 40)
void refused(int n, float *A, float *b, const float *x) {
  for (int i = 0; i < n; ++i) {
    // Another access of the row may be the same element: A[i][k] is
    // A[i][i] when k == i.
    for (int k = 0; k < n; ++k)
      A[i * n + i] += 0.5f * A[i * n + k];
    // Only under a condition that does not read it: loading it
    // unconditionally would touch it where the loop does not.
    for (int k = 0; k < n; ++k)
      if (x[k] > 0.5f)
        b[i] += x[k];
  }
}
// REMARK: remark: 'A[i * n + i]' stays in memory across the loop over 'k': 'A[i * n + k]' may touch the same element
// REMARK: remark: 'b[i]' stays in memory across the loop over 'k': it is accessed only under a condition there
// CHECK: A[i * n + i] += 0.5f * A[i * n + k];
// CHECK: b[i] += x[k];
// VALID: PASS: 1 of 1
