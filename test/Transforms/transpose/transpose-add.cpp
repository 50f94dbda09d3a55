// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp --transpose=always -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp --transpose=always --validate --emulate --size n=100 | FileCheck %s --check-prefix=VALID
// A[i][j] and B[j][i] in one kernel: no loop order coalesces both. By
// default (auto) B is read as it is: the 8 rows of threads of a 32x8 block
// read the rest of every 32-byte sector, and a transposition would add two
// passes over B (measured on an H100: 0.42 ms as is, 0.53 ms transposed,
// bench/RESULTS.md). --transpose=always reads B through a transposed copy
// made by a tiled shared-memory kernel.
// AUTO-NOT: transposed copy
// CHECK: remark: the kernel at transpose_add.cpp:7:3 reads 'B' through its transposed copy 'B_T': 'B[j * n + i]' costs 32 memory segments per warp as laid out, 1 transposed
// CUDA: // loopgen: transposed copy 'B_T'[n][n] of 'B'[n][n], in 32x32 tiles through shared memory
// CUDA: __shared__ float loopgen_tile[32][33];
// CUDA: __syncthreads();
// CUDA: C[i * n + j] = A[i * n + j] + B_T[i * n + j];
// VALID: PASS: 1 of 1
