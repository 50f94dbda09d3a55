// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// Sequential code that touches arrays runs in a single-thread kernel, so
// the data never leaves the device; the result comes back at the end.
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = i;
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s / n;
}
// CHECK: // loopgen: single-thread kernel for the statements at serial-kernel.cpp:11:3
// CHECK-NEXT: __global__ void f_serial1(int n, float *s, const float *__restrict__ a) {
// CHECK-NEXT:   s[0] = 0;
// CHECK-NEXT:   for (int i = 0; i < n; ++i) {
// CHECK-NEXT:     s[0] += a[i];
// CHECK: __global__ void f_serial2(int n, float *s, float *result) {
// CHECK-NEXT:   result[0] = s[0] / n;
// CHECK: LOOPGEN_LAUNCH(f_serial1, dim3(1), dim3(1), 0, n, d_s, d_a);
// CHECK: LOOPGEN_CHECK(loopgen_memcpy(&result, d_result, sizeof(float), cudaMemcpyDeviceToHost));
// CHECK: return result;
