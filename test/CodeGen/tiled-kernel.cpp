// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// A matrix product tiled in shared memory: a template over the register
// block and the tile's depth; each operand's tile fetched into registers
// one tile ahead, stored between barriers, read back into registers once
// per iteration; the accumulator one register per output; the host picks
// the largest block whose grid fills the GPU, or the kernel as written.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
void product(int n, int m, int p, const float *A, const float *B, float *C) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += A[i * p + k] * B[k * m + j];
      C[i * m + j] = s;
    }
}
// CHECK: // loopgen: kernel for the loops at tiled-kernel.cpp:13:3, tiled-kernel.cpp:14:5 (grid y: i, x: j), tiled: A[i * p + k], B[k * m + j] from shared memory, LOOPGEN_DEPTH iterations of k a tile; LOOPGEN_Y x LOOPGEN_X outputs a thread
// CHECK-NEXT: template <int LOOPGEN_Y, int LOOPGEN_X, int LOOPGEN_DEPTH>
// CHECK-NEXT: __global__ void __launch_bounds__(256) product_kernel0(int n, int m, int p, const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C) {
// CHECK-NEXT: __shared__ __align__(16) float loopgen_tile0[LOOPGEN_DEPTH][16 * LOOPGEN_Y + 4];
// CHECK-NEXT: __shared__ __align__(16) float loopgen_tile1[LOOPGEN_DEPTH][16 * LOOPGEN_X + 4];
// CHECK: float s[LOOPGEN_Y][LOOPGEN_X] = {};
// CHECK: s[loopgen_a][loopgen_b] = 0;
// A's tile is copied along k (its rows), B's along j.
// CHECK: float loopgen_next0[loopgen_share0];
// CHECK: const int loopgen_kk = loopgen_e % LOOPGEN_DEPTH;
// CHECK: loopgen_next0[loopgen_c] = loopgen_e < LOOPGEN_DEPTH * (16 * LOOPGEN_Y) && i >= 0 && i < n && k < loopgen_k_end && i * p + k >= 0 && (long long)(i * p + k) < (long long)n * (long long)p ? A[i * p + k] : (float)0;
// CHECK: const int loopgen_kk = loopgen_e / (16 * LOOPGEN_X);
// CHECK: for (int loopgen_kt = loopgen_k_begin; loopgen_kt < loopgen_k_end; loopgen_kt += LOOPGEN_DEPTH) {
// CHECK: loopgen_tile0[loopgen_kk][loopgen_r] = loopgen_next0[loopgen_c];
// CHECK: __syncthreads();
// CHECK-NEXT: if (loopgen_kt + LOOPGEN_DEPTH < loopgen_k_end) {
// CHECK: const int k = (loopgen_kt + LOOPGEN_DEPTH) + loopgen_kk;
// CHECK: loopgen_read0[loopgen_a] = loopgen_tile0[loopgen_kk][threadIdx.y * LOOPGEN_Y + loopgen_a];
// CHECK: loopgen_read1[loopgen_b] = loopgen_tile1[loopgen_kk][(loopgen_b / loopgen_xg) * (16 * loopgen_xg) + threadIdx.x * loopgen_xg + loopgen_b % loopgen_xg];
// CHECK: s[loopgen_a][loopgen_b] += loopgen_read0[loopgen_a] * loopgen_read1[loopgen_b];
// CHECK: __syncthreads();
// CHECK: if (i < n && j < m) {
// CHECK-NEXT: C[i * m + j] = s[loopgen_a][loopgen_b];
// The kernel as written, for grids too small to tile.
// CHECK: __global__ void product_kernel1(
// CHECK: auto *const product_kernel0_8x8x8 = &product_kernel0<8, 8, 8>;
// CHECK: const void *const loopgen_kernels[] = {(const void *)product_kernel0_8x8x8, (const void *)product_kernel0_4x4x16, (const void *)product_kernel0_2x2x16};
// CHECK-NEXT: switch (loopgen_tile_shape(trips_x, trips_y, loopgen_spans, loopgen_kernels, 3, false)) {
// CHECK-NEXT: case 0: {
// CHECK-NEXT: LOOPGEN_LAUNCH(product_kernel0_8x8x8, dim3((unsigned)((trips_x + 128 - 1) / 128), (unsigned)((trips_y + 128 - 1) / 128)), dim3(16, 16), 0, n, m, p, d_A, d_B, d_C);
// CHECK: default: {
// CHECK: LOOPGEN_LAUNCH(product_kernel1, loopgen_blocks, loopgen_block, 0,
