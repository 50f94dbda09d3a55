// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// Sequential code that touches arrays runs in a single-thread kernel, so
// the data never leaves the device; the result comes back at the end.
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 1.0f / (i + 1);
  for (int i = 1; i < 8; ++i)
    a[i] = a[i - 1] * a[i - 1] - a[i];
  return a[7] / n;
}
// CHECK: {{^}}// loopgen: single-thread kernel for the statements at serial-kernel.cpp:11:3 (sequential code that touches device data)
// CHECK-NEXT: {{^}}__global__ void f_serial1(float *__restrict__ a) {
// CHECK-NEXT: {{^}}  for (int i = 1; i < 8; ++i) {
// CHECK-NEXT: {{^}}    a[i] = a[i - 1] * a[i - 1] - a[i];
// CHECK: {{^}}__global__ void f_serial2(int n, float *result, const float *__restrict__ a) {
// CHECK-NEXT: {{^}}  result[0] = a[7] / n;
