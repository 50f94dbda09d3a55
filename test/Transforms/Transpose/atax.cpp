// RUN: loopgen %S/../../../bench/programs/atax.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %S/../../../bench/programs/atax.cpp --validate --emulate --size m=300 --size n=200 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %S/../../../bench/programs/atax.cpp --no-transpose -o - | FileCheck %s --check-prefix=OFF
// The first product reads A along rows with one thread per row: it reads a
// transposed copy. The second reads A along columns, coalesced as it is.
// CHECK: remark: the kernel at atax.cpp:6:3 reads 'A' through its transposed copy 'A_T': 'A[i * n + j]' costs 32 memory segments per warp as laid out, 1 transposed
// CHECK-NOT: transposed copy
// CUDA: // loopgen: transposed copy 'A_T'[n][m] of 'A'[m][n], in 32x32 tiles through shared memory
// CUDA: tmp[i] += A_T[j * m + i] * x[j];
// CUDA: y[j] += A[i * n + j] * tmp[i];
// VALID: PASS: 1 of 1
// OFF-NOT: A_T
