// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp --validate --emulate --size n=100 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp --no-transpose -o - | FileCheck %s --check-prefix=OFF
// A[i][j] and B[j][i] in one kernel: no loop order coalesces both, so B is
// read through a transposed copy made by a tiled shared-memory kernel.
// CHECK: remark: the kernel at transpose_add.cpp:7:3 reads 'B' through its transposed copy 'B_T': 'B[j * n + i]' costs 32 memory segments per warp as laid out, 1 transposed
// CUDA: // loopgen: transposed copy 'B_T'[n][n] of 'B'[n][n], in 32x32 tiles through shared memory
// CUDA: __shared__ float loopgen_tile[32][33];
// CUDA: __syncthreads();
// CUDA: C[i * n + j] = A[i * n + j] + B_T[i * n + j];
// VALID: PASS: 1 of 1
// OFF-NOT: B_T
