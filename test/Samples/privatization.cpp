// RUN: loopgen %samples/privatization.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/privatization.cpp --validate --emulate --size m=301 | FileCheck %s --check-prefix=VALID
// row_energy: A and s are expanded for the distribution of the loop over i;
// A is laid out [32][m] for the summing kernel, whose threads run along i.
// CHECK: __global__ void row_energy_kernel0(int m, const float *__restrict__ B,
// CHECK-NEXT: float *__restrict__ A) {
// CHECK: A[j * m + i] = B[i * 32 + j] * B[i * 32 + j];
// CHECK: __global__ void row_energy_kernel1(
// CHECK: __global__ void smooth_rows_kernel0(
// CHECK: tmp[i * n + j] = in[i * n + j];
// tridiag_rows: x, written along each thread's row, is used through a
// transposed copy, transposed back at the end.
// CHECK: __global__ void tridiag_rows_transpose0(
// CHECK: {{^}}tridiag_rows_kernel1(
// CHECK: y[k * m + i] = (r[i * n + k] - a[i * n + k] * y[(k - 1) * m + i]) / den;
// CHECK: x_T[k * m + i] = y[k * m + i] - cp[k * m + i] * x_T[(k + 1) * m + i];
// CHECK: __global__ void tridiag_rows_transpose2(
// VALID: PASS: 3 of 3
