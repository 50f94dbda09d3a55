// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=33 --size m=5 | FileCheck %s --check-prefix=VALID
// A parallel loop whose bounds move with the loop around it (a triangle:
// syrk's j <= i, covariance's j >= i) joins the band: the grid covers the
// range of its bounds, each thread tests its own, and it is not unrolled
// (its copies would fall in different ranges).
#pragma loopgen offload
#pragma loopgen array(A[n][m], C[n][n], D[n][n])
#pragma loopgen validate(n = 70, m = 9)
void triangles(int n, int m, const float *A, float *C, float *D) {
  // REMARK: triangular-band.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      float s = 0;
      for (int k = 0; k < m; ++k)
        s += A[i * m + k] * A[j * m + k];
      C[i * n + j] = s;
    }
  // REMARK: triangular-band.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      D[i * n + j] = A[i * m] - A[j * m];
}
// REMARK-NOT: runs 4 iterations per thread
// CHECK-LABEL: {{^}}__global__ void triangles_kernel1(
// CHECK: {{^ +}}const int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// CHECK-NEXT: {{^ +}}const int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
// CHECK-NEXT: {{^ +}}if (j < i + 1 && i < n) {
// CHECK-LABEL: {{^}}__global__ void triangles_kernel2(
// CHECK: {{^ +}}const int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
// CHECK-NEXT: {{^ +}}const int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
// CHECK-NEXT: {{^ +}}if (j >= i + 1 && j < n && i < n) {
// CHECK: {{^ +}}const long long trips_x = (long long)(n) - (long long)(0);
// CHECK-NEXT: {{^ +}}const long long trips_y = (long long)(n) - (long long)(0);
// CHECK: {{^ +}}const long long trips_x = (long long)(n) - (long long)(1);
// VALID: PASS: 1 of 1
