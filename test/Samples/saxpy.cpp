// RUN: loopgen %samples/saxpy.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/saxpy.cpp --validate --emulate --size n=100003 | FileCheck %s --check-prefix=VALID
// CHECK: // loopgen: kernel for the loop at saxpy.cpp:6:3 (grid x: i)
// CHECK-NEXT: __global__ void saxpy_kernel0(int n, float a, const float *__restrict__ x,
// CHECK-NEXT: float *__restrict__ y) {
// CHECK: y[i] = a * x[i] + y[i];
// VALID: RESULT function=saxpy status=PASS
// VALID: PASS: 1 of 1
