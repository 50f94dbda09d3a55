// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// A stencil kernel streams its rows: each thread starts loopgen_rows rows
// apart; where it has 8 rows inside the band, they run unrolled and
// unguarded; elsewhere each row is guarded. The host chooses the rows.
#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m])
void smooth(int n, int m, const float *a, float *b) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 0; j < m; ++j)
      b[i * m + j] = a[(i - 1) * m + j] + a[i * m + j] + a[(i + 1) * m + j];
}
// CHECK: __global__ void smooth_kernel0(int n, int m, const float *__restrict__ a, float *__restrict__ b, int loopgen_rows) {
// CHECK-NEXT: const int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// CHECK-NEXT: const int loopgen_first_i = 1 + (int)((blockIdx.y * blockDim.y + threadIdx.y) * loopgen_rows);
// CHECK-NEXT: bool loopgen_full_rows;
// CHECK-NEXT: {
// CHECK-NEXT: const int i = loopgen_first_i + 7;
// CHECK-NEXT: loopgen_full_rows = loopgen_rows == 8 && j < m && i < n - 1;
// CHECK-NEXT: }
// CHECK-NEXT: if (loopgen_full_rows) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int loopgen_row = 0; loopgen_row < 8; ++loopgen_row) {
// CHECK-NEXT: const int i = loopgen_first_i + loopgen_row;
// CHECK-NEXT: b[i * m + j] = a[(i - 1) * m + j] + a[i * m + j] + a[(i + 1) * m + j];
// CHECK: } else {
// CHECK-NEXT: for (int loopgen_row = 0; loopgen_row < loopgen_rows; ++loopgen_row) {
// CHECK-NEXT: const int i = loopgen_first_i + loopgen_row;
// CHECK-NEXT: if (j < m && i < n - 1) {
// CHECK: const int loopgen_rows = loopgen_stream_rows(trips_x * trips_y);
// CHECK: dim3 loopgen_blocks = loopgen_grid(loopgen_block, dim3(1, loopgen_rows), trips_x, trips_y);
// CHECK: LOOPGEN_LAUNCH(smooth_kernel0, loopgen_blocks, loopgen_block, 0, n, m, d_a, d_b, loopgen_rows);
