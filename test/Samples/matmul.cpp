// RUN: loopgen %samples/matmul.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %samples/matmul.cpp --validate --emulate --size n=67 --size m=45 --size p=33 | FileCheck %s --check-prefix=VALID
// CHECK: (grid y: i, x: j)
// CHECK-NEXT: __global__ void matmul_kernel0(int n, int m, int p, const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C) {
// CHECK: for (int k = 0; k < p; ++k) {
// CHECK-NEXT: sum += A[i * p + k] * B[k * m + j];
// CHECK: {{d}}im3 loopgen_block(32, 8);
// VALID: PASS: 1 of 1
