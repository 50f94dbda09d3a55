// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  for (int i = 2; i < n; i += 3)
    y[i] = x[i] * 2;
}
// CHECK: // loopgen: kernel for the loop at kernel-1d.cpp:7:3 (grid x: i)
// CHECK-NEXT: __global__ void f_kernel0(int n, const float *__restrict__ x, float *__restrict__ y) {
// CHECK-NEXT:   const int i = 2 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 3;
// CHECK-NEXT:   if (i < n) {
// CHECK-NEXT:     y[i] = x[i] * 2;
// CHECK: void f(int n, const float *x, float *y) {
// CHECK: {{^ *}}{d_y, y, (present_y) ? (size_t)0 : (size_t)(n) * sizeof(float)},
// CHECK: {{^ *}}LOOPGEN_CHECK(loopgen_memcpy_all(loopgen_copies, 2, cudaMemcpyHostToDevice));
// CHECK: const long long trips_x = ((long long)(n) - (long long)(2) + 2) / 3;
// CHECK: {{d}}im3 loopgen_block(256);
// CHECK-NEXT: const dim3 loopgen_blocks = loopgen_grid(loopgen_block, dim3(1), trips_x);
// CHECK-NEXT: LOOPGEN_LAUNCH(f_kernel0, loopgen_blocks, loopgen_block, 0, n, d_x, d_y);
// CHECK-NEXT: LOOPGEN_CHECK(cudaGetLastError());
// CHECK: LOOPGEN_CHECK(loopgen_memcpy(y, d_y, (size_t)(n) * sizeof(float), cudaMemcpyDeviceToHost));
// CHECK-NOT: {{cudaMemcpy\(x,}}
