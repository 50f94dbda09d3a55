// RUN: loopgen %s --no-tiling -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --no-tiling --validate --emulate | FileCheck %s --check-prefix=VALID
// Threads whose copies all lie inside the loops run the body without copy
// guards (and, rows being aligned, vector accesses); the others run it with
// them. A read shared by copies is hoisted
// under the guard of the copies that read it, never past it: A's row i_1
// does not exist when i_1 >= n.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 37, m = 46, p = 5)
void matmul(int n, int m, int p, const float *A, const float *B, float *C) {
  #pragma loopgen parallel unroll(2, 2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += A[i * p + k] * B[k * m + j];
      C[i * m + j] = s;
    }
}
// CHECK: {{i}}f (j < m && i < n) {
// CHECK-NEXT: if ((i_1 < n) && (j_1 < m) && (m % 2 == 0)) {
// CHECK-NOT: {{ i}}f (
// CHECK: {{[}]}} else {
// CHECK: {{f}}or (int k = 0; k < p; ++k) {
// CHECK-NEXT: float A_r = A[i * p + k];
// CHECK-NEXT: float A_r_1;
// CHECK-NEXT: if (i_1 < n) {
// CHECK-NEXT: A_r_1 = A[i_1 * p + k];
// CHECK-NEXT: }
// CHECK: {{C}}[i_1 * m + j] = s_1;
// CHECK-NEXT: }
// CHECK-NEXT: if (j_1 < m) {
// CHECK-NEXT: if (i_1 < n) {
// CHECK-NEXT: C[i_1 * m + j_1] = s_1_1_1;
// VALID: PASS: 1 of 1
