// RUN: loopgen %samples/privatization.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %samples/privatization.cpp --validate --emulate --size m=301 | FileCheck %s --check-prefix=VALID
// CHECK: __global__ void row_energy_kernel0(
// CHECK: float A[32];
// CHECK: __global__ void smooth_rows_kernel0(
// CHECK: tmp[j * m + i] = in[i * n + j];
// CHECK: __global__ void tridiag_rows_kernel0(
// CHECK: y[k * m + i] = (r[i * n + k] - a[i * n + k] * y[(k - 1) * m + i]) / den;
// VALID: PASS: 3 of 3
