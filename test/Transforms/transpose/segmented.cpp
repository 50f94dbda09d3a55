// RUN: loopgen --format-style=none %S/../../../bench/programs/batched_transpose_add.cpp --transpose=always -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %S/../../../bench/programs/batched_transpose_add.cpp --transpose=always --validate --emulate --size b=3 --size n=70 | FileCheck %s --check-prefix=VALID
// A batch of matrices (with --transpose=always): each is transposed (a segmented transposition, seed
// 002's sgmMatTranspose, the batch on blockIdx.z).
// CHECK: reads 'B' through its transposed copy 'B_T'
// CUDA: transposed copy 'B_T'[b][n][n] of 'B'[b][n][n]
// CUDA: C[(k * n + i) * n + j] = A[(k * n + i) * n + j] + B_T[(k * n + i) * n + j];
// CUDA: dim3((unsigned)((loopgen_cols + 31) / 32), (unsigned)std::min(65535LL, (loopgen_rows + 31) / 32), (unsigned)std::min(65535LL, loopgen_batch)), dim3(32, 8)
// VALID: PASS: 1 of 1
