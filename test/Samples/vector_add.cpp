// RUN: loopgen %samples/vector_add.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/vector_add.cpp --validate --emulate --size n=65537 | FileCheck %s --check-prefix=VALID
// CHECK: __global__ void vector_add_kernel0(int n, const float *__restrict__ a,
// CHECK-NEXT: const float *__restrict__ b,
// CHECK-NEXT: float *__restrict__ c) {
// CHECK: c[i] = a[i] + b[i];
// CHECK: {d_a, a.data(),
// VALID: c {{.*}} ok
// VALID: PASS: 1 of 1
