// RUN: loopgen %S/../../../bench/programs/batched_rows.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %S/../../../bench/programs/batched_rows.cpp --validate --emulate --size b=3 --size m=70 --size n=45 | FileCheck %s --check-prefix=VALID
// A batch of matrices read along rows: each matrix is transposed
// (a segmented transposition, the batch on blockIdx.z).
// CHECK: reads 'A' through its transposed copy 'A_T'
// CUDA: transposed copy 'A_T'[b][n][m] of 'A'[b][m][n]
// CUDA: t += A_T[(k * n + j) * m + i];
// CUDA: dim3((unsigned)((loopgen_cols + 31) / 32), (unsigned)((loopgen_rows + 31) / 32), (unsigned)loopgen_batch), dim3(32, 8)
// VALID: PASS: 1 of 1
