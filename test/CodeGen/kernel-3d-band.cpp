// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// A write-only output that the kernel covers entirely is not copied in.
#pragma loopgen offload
#pragma loopgen array(a[p][n][m])
void f(int p, int n, int m, double *a) {
  for (int k = 0; k < p; ++k)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        a[(k * n + i) * m + j] = k + i * j;
}
// CHECK: (grid z: k, y: i, x: j)
// CHECK: const int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// CHECK-NEXT: const int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
// CHECK-NEXT: const int k = (int)(blockIdx.z * blockDim.z + threadIdx.z);
// CHECK-NEXT: if (j < m && i < n && k < p) {
// CHECK-NOT: {{cudaMemcpyHostTo[D]evice}}
// CHECK: {{d}}im3 loopgen_block(32, 4, 2);
// CHECK-NEXT: loopgen_grid(loopgen_block, dim3(1, 1, 1), trips_x, trips_y, trips_z);
// CHECK: cudaMemcpyDeviceToHost
