// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %s --strict-fp -o - | FileCheck %s --check-prefix=STRICT
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=45 --size m=7 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=100 | FileCheck %s --check-prefix=VALID
// A kernel whose threads each reduce a row (a matrix-vector product as
// people write it) runs one warp per row: the lanes stride over the row,
// coalesced, and combine their sums with shuffles; lane 0 stores.
#include <algorithm>

#pragma loopgen offload
#pragma loopgen array(A[n][m], x[m], y[n])
#pragma loopgen validate(n = 300, m = 200)
void matvec(int n, int m, const float *A, const float *x, float *y) {
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += A[i * m + j] * x[j];
    y[i] = 2 * s;
  }
}
// CHECK-LABEL: __global__ void matvec_kernel0(
// CHECK: const int i = 0 + (int)(blockIdx.x * blockDim.y + threadIdx.y);
// CHECK: float loopgen_lane_s = loopgen_op_add::identity<float>();
// CHECK-NEXT: #pragma unroll 4
// CHECK-NEXT: for (int j = 0 + (int)loopgen_lane * (1); j < m; j += 32 * (1)) {
// CHECK: s = loopgen_op_add::apply(s, loopgen_reduce_warp_all<loopgen_op_add>(loopgen_lane_s));
// CHECK-NEXT: if (loopgen_lane == 0) {
// CHECK-NEXT: y[i] = 2 * s;
// CHECK: LOOPGEN_LAUNCH(matvec_kernel0, dim3((unsigned)((trips_x + 7) / 8)), dim3(32, 8), 0,

// Row maxima of a triangle, walking j <= i, with the scalar declared
// before the loop and two reductions.
#pragma loopgen offload
#pragma loopgen array(A[n][n], hi[n], sum[n])
#pragma loopgen validate(n = 100)
void triangle(int n, const double *A, double *hi, double *sum) {
  for (int i = 0; i < n; i++) {
    double m = -1.0, s = 0;
    for (int j = 0; j <= i; j++) {
      m = std::max(m, A[i * n + j]);
      s += A[i * n + j];
    }
    hi[i] = m;
    sum[i] = s;
  }
}
// CHECK-LABEL: __global__ void triangle_kernel0(
// CHECK: for (int j = 0 + (int)loopgen_lane * (1); j < i + 1; j += 32 * (1)) {
// CHECK: loopgen_reduce_warp_all<loopgen_op_max>
// CHECK: loopgen_reduce_warp_all<loopgen_op_add>

// Walking a column, threads on i already read neighbouring elements: 8
// threads share each column instead, each a slice of its rows, and combine
// through shared memory.
#pragma loopgen offload
#pragma loopgen array(A[m][n], y[n])
#pragma loopgen validate(n = 300, m = 200)
void column_sums(int n, int m, const float *A, float *y) {
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += A[j * n + i];
    y[i] = s;
  }
}
// CHECK-LABEL: __global__ void column_sums_kernel0(
// CHECK-NEXT: __shared__ float loopgen_slices_s[8][32];
// CHECK: for (int j = 0 + (int)threadIdx.y * (1); j < m; j += 8 * (1)) {
// CHECK-NEXT: loopgen_slice_s += A[j * n + i];
// CHECK: loopgen_slices_s[threadIdx.y][threadIdx.x] = loopgen_slice_s;
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: if (loopgen_inside && threadIdx.y == 0) {
// CHECK: LOOPGEN_LAUNCH(column_sums_kernel0, dim3((unsigned)((trips_x + 31) / 32)), dim3(32, 8), 0,
// VALID: PASS: 3 of 3 functions match the sequential original
// --strict-fp: floating-point sums keep their order, in one thread.
// STRICT-NOT: {{^ +}}s = loopgen_op_add::apply
// STRICT-NOT: {{^ +}}loopgen_slices_s[threadIdx.y]
