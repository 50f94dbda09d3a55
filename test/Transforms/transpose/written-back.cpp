// RUN: loopgen --format-style=none %S/../../../bench/programs/row_sweeps.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %S/../../../bench/programs/row_sweeps.cpp --validate --emulate --size n=70 --size m=45 --size k=3 | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: loopgen --format-style=none %s -o - | FileCheck %s --check-prefix=REFUSED-CUDA
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID2
// A written array whose stores are uncoalesced in every layout-preserving
// mapping (a thread per row writing along its row) is used through a
// transposed copy, and transposed back before it is copied out; for a
// rank-3 array the transpositions are segmented.
// CHECK: remark: the kernels use 'A' through its transposed copy 'A_T', made on entry and transposed back before 'A' is copied out: 'A[i * m + j]' costs 32 memory segments per warp in the kernel at row_sweeps.cpp:9:3; the kernels' accesses save an estimated 1984 memory segments, the transpositions cost 128
// CHECK: remark: the kernels use 'A' through its transposed copy 'A_T'
// CUDA: {{__glob[a]l__}} void row_sweeps_transpose0(int n, int m, const float *__restrict__ A, float *__restrict__ A_T)
// CUDA: {{__glob[a]l__}} void row_sweeps_kernel1(
// CUDA: A_T[j * n + i] = A_T[j * n + i] - a * A_T[(j - 1) * n + i];
// CUDA: A_T[j * n + i] = A_T[j * n + i] - b * A_T[(j + 1) * n + i];
// CUDA: {{__glob[a]l__}} void row_sweeps_transpose2(int n, int m, float *__restrict__ A, const float *__restrict__ A_T)
// CUDA: void row_sweeps(
// CUDA: { // row_sweeps_transpose0: transposed copy of A
// CUDA: { // row_sweeps_kernel1:
// CUDA: { // row_sweeps_transpose2: A_T transposed back into A
// CUDA: loopgen_memcpy(A, d_A,
// CUDA: {{__glob[a]l__}} void batched_row_sweeps_kernel1(
// CUDA: A_T[(b * m + j) * n + i] = A_T[(b * m + j) * n + i] - a * A_T[(b * m + (j - 1)) * n + i];
// CUDA: { // batched_row_sweeps_transpose0: transposed copy of A
// CUDA: dim3(32, 8), 0, k, n, m, d_A, d_A_T);
// VALID: PASS: 2 of 2

// The host reads A between the kernels: A keeps its layout. (Damped
// sweeps: a plain running sum would be a segmented scan, a warp per row.)
#pragma loopgen offload
#pragma loopgen array(A[n][m])
#pragma loopgen validate(n = 40, m = 33)
void host_reads(int n, int m, float *A, float &corner) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] += 0.5f * A[i * m + j - 1];
  corner = A[n * m - 1];
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] += 0.5f * A[i * m + j - 1];
}
// REFUSED: remark: 'A[i * m + j]' stays uncoalesced in the kernel at written-back.cpp:{{[0-9]+}}:3 (32 memory segments per warp): the array is written, and host code uses it in its layout

// Rows of 4: a warp's stores touch 4 segments, not 32; the copies would
// cost more than they save.
#pragma loopgen offload
#pragma loopgen array(A[n][4])
#pragma loopgen validate(n = 40)
void short_rows(int n, float *A) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < 4; ++j)
      A[i * 4 + j] += A[i * 4 + j - 1];
}
// REFUSED: remark: the kernels keep 'A' in its layout: the kernels' accesses would save an estimated {{[0-9]+}} memory segments through a transposed copy, the transpositions would cost 16
// REFUSED-CUDA-NOT: LOOPGEN_LAUNCH({{[a-z_]+}}_transpos{{e}}
// VALID2: PASS: 2 of 2
