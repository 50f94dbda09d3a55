// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Other accesses of the array are proven (by isl) to touch other elements:
// the diagonal element is held in a register while the loop reads the rest
// of its row, which lies to its right.
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 40)
void diagonal(int n, float *A) {
  for (int i = 0; i < n; ++i)
    for (int k = i + 1; k < n; ++k)
      A[i * n + i] -= A[i * n + k] * A[i * n + k];
}
// REMARK: remark: 'A[i * n + i]' is held in register 'A_i_i' across the loop over 'k' (loaded once, stored once)
// CHECK: if (i + 1 < n) {
// CHECK-NEXT: A_i_i = A[i * n + i];
// CHECK: A_i_i -= A[i * n + k] * A[i * n + k];
// VALID: PASS: 1 of 1
