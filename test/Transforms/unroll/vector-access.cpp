// RUN: loopgen --no-tiling --format-style=none %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -Xptxas -v -cubin %t.cu -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: loopgen %s --no-tiling --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --no-tiling --validate --emulate --size m=50 --size p=9 --size q=9 | FileCheck %s --check-prefix=VALID
// RUN: g++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.cu"' %S/Inputs/misaligned-driver.cpp -o %t.exe
// RUN: not %t.exe 2>&1 | FileCheck %s --check-prefix=MISALIGNED
// Copies of the x loop are adjacent when every access that depends on them
// walks a row at unit stride: full tiles then move 4 floats per vector load
// or store, when the rows are aligned (m a multiple of 4; m = 50 is not,
// and every tile runs guarded, scalar). An access down a column keeps the
// copies blockDim apart; there, the loop over k walks rows of A: in full
// tiles it runs 4 iterations per trip with vector loads when the rows are
// aligned (p a multiple of 4), the last q % 4 one by one. The emulation
// faults on a misaligned vector access as the GPU would.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 23, m = 52, p = 9)
void product(int n, int m, int p, const float *A, const float *B, float *C) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(4)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += A[i * p + k] * B[k * m + j];
      C[i * m + j] = s;
    }
}

// Products of the first q elements of rows, two at a time.
#pragma loopgen offload
#pragma loopgen array(A[n][p], C[n][n])
#pragma loopgen validate(n = 45, p = 12, q = 10)
void gram(int n, int p, int q, const float *A, float *C) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(4)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < q; ++k)
        s += A[i * p + k] * A[j * p + k];
      C[i * n + j] = s;
    }
}
// REMARK: remark: loop over 'j' runs 4 iterations per thread, adjacent (full tiles move 'B' by 4, 'C' by 4 elements per vector access)
// REMARK: remark: loop over 'j' runs 4 iterations per thread, blockDim.x apart
// REMARK: remark: loop over 'k' runs 4 iterations per trip in full tiles, reading 'A' by 4 elements per vector load
// CHECK: {{_}}_global__ void product_kernel0(
// CHECK-NEXT: const int j = (int)((blockIdx.x * blockDim.x + threadIdx.x) * 4);
// CHECK-NEXT: const int j_1 = j + 1;
// CHECK: {{i}}f ((j_3 < m) && (m % 4 == 0)) {
// CHECK: {{f}}loat B_v;
// CHECK-NEXT: float B_v_1;
// CHECK-NEXT: float B_v_2;
// CHECK-NEXT: float B_v_3;
// CHECK-NEXT: loopgen_load(&B[k * m + j], B_v, B_v_1, B_v_2, B_v_3);
// CHECK: {{l}}oopgen_store(&C[i * m + j], s, s_1, s_2, s_3);
// CHECK-NEXT: } else {
// CHECK: {{_}}_global__ void gram_kernel0(
// CHECK-NEXT: const int j = (int)(blockIdx.x * blockDim.x * 4 + threadIdx.x);
// CHECK: {{f}}or (int k = 0; k < (p % 4 == 0 ? q - 3 : 0); k += 4) {
// CHECK-NEXT: const int k_1 = k + 1;
// CHECK: {{l}}oopgen_load(&A[j_1 * p + k], A_v_4, A_v_5, A_v_6, A_v_7);
// CHECK: {{f}}or (int k_rest = p % 4 == 0 ? q / 4 * 4 : 0; k_rest < q; ++k_rest) {
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// VALID: PASS: 2 of 2
// MISALIGNED: loopgen: misaligned vector access
