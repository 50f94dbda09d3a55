// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// A host time loop of band kernels, one 1-D and one 2-D, with a scalar of
// the step: one kernel whose threads all walk the loop. Each kernel is a
// phase over virtual blocks of its own shape (the 2-D phase's body reads
// its indices from them), a barrier ends each phase, and the host launches
// it where the largest phase fits the GPU at once, the kernels step by step
// elsewhere.
#pragma loopgen offload
#pragma loopgen array(u[n][m], edge[m])
void relax(int n, int m, int steps, double *u, double *edge) {
  for (int t = 0; t < steps; ++t) {
    double w = 0.25 / (1 + t);
    for (int j = 0; j < m; ++j)
      edge[j] = u[m + j];
    for (int i = 1; i < n; ++i)
      for (int j = 0; j < m; ++j)
        u[i * m + j] = u[i * m + j] + w * edge[j];
  }
}
// CHECK: // loopgen: persistent kernel for the loop at persistent-kernel.cpp:14:3: its kernels (at persistent-kernel.cpp:16:5, persistent-kernel.cpp:18:5) run as phases, each ended by a barrier
// CHECK-NEXT: __global__ void __launch_bounds__(1024) relax_persistent0(int n, int m, int steps, double *__restrict__ u, double *__restrict__ edge) {
// Each phase's virtual grid is set up once, before the loop.
// CHECK-NEXT: // Phase 0: the loop nest at persistent-kernel.cpp:16:5.
// CHECK-NEXT: const dim3 loopgen_bdim0(256);
// CHECK-NEXT: dim3 loopgen_gdim0(0, 0, 0);
// CHECK-NEXT: {
// CHECK-NEXT: const long long trips_x = (long long)(m) - (long long)(0);
// CHECK-NEXT: if (trips_x > 0)
// CHECK-NEXT: loopgen_gdim0 = loopgen_virtual_grid(loopgen_bdim0, dim3(1), trips_x);
// CHECK-NEXT: }
// CHECK-NEXT: const unsigned loopgen_blocks0 = loopgen_gdim0.x * loopgen_gdim0.y * loopgen_gdim0.z;
// CHECK-NEXT: const uint3 loopgen_tid0 = loopgen_virtual_thread(loopgen_bdim0);
// CHECK-NEXT: const unsigned loopgen_first0 = loopgen_first_virtual_block(loopgen_bdim0), loopgen_stride0 = loopgen_virtual_block_stride(loopgen_bdim0);
// CHECK-NEXT: // Phase 1: the loop nest at persistent-kernel.cpp:18:5.
// CHECK-NEXT: const dim3 loopgen_bdim1(32, 8);
// CHECK: loopgen_gdim1 = loopgen_virtual_grid(loopgen_bdim1, dim3(1, 1), trips_x, trips_y);
// CHECK: for (int t = 0; t < steps; ++t) {
// CHECK-NEXT: double w = 0.25 / (1 + t);
// CHECK-NEXT: // Phase 0.
// CHECK-NEXT: for (unsigned loopgen_b = loopgen_first0; loopgen_b < loopgen_blocks0; loopgen_b += loopgen_stride0) {
// CHECK-NEXT: const uint3 loopgen_bid = {loopgen_b, 0, 0};
// CHECK-NEXT: const int j = (int)(loopgen_bid.x * loopgen_bdim0.x + loopgen_tid0.x);
// CHECK: loopgen_phase_barrier();
// CHECK-NEXT: // Phase 1.
// CHECK-NEXT: for (unsigned loopgen_b = loopgen_first1; loopgen_b < loopgen_blocks1; loopgen_b += loopgen_stride1) {
// CHECK-NEXT: const uint3 loopgen_bid = {loopgen_b % loopgen_gdim1.x, loopgen_b / loopgen_gdim1.x, 0};
// CHECK-NEXT: const int j = (int)(loopgen_bid.x * loopgen_bdim1.x + loopgen_tid1.x);
// CHECK-NEXT: const int i = 1 + (int)(loopgen_bid.y * loopgen_bdim1.y + loopgen_tid1.y);
// CHECK-NEXT: if (j < m && i < n) {
// CHECK-NEXT: u[i * m + j] = u[i * m + j] + w * edge[j];
// CHECK: loopgen_phase_barrier();
// CHECK-NEXT: }
// CHECK-NEXT: }
// The host: the largest phase's threads, then one launch or the loop.
// CHECK-LABEL: void relax(int n, int m, int steps, double *u, double *edge) {
// CHECK: { // relax_persistent0: the loop at persistent-kernel.cpp:14:3 as one kernel while its kernels fit the GPU at once
// CHECK: loopgen_threads = std::max(loopgen_threads, loopgen_virtual_threads(loopgen_virtual_grid(dim3(256), dim3(1), trips_x), dim3(256)));
// CHECK: loopgen_threads = std::max(loopgen_threads, loopgen_virtual_threads(loopgen_virtual_grid(dim3(32, 8), dim3(1, 1), trips_x, trips_y), dim3(32, 8)));
// CHECK: if (loopgen_persistent_fits(loopgen_threads)) {
// CHECK-NEXT: LOOPGEN_LAUNCH_PERSISTENT(relax_persistent0, loopgen_threads, n, m, steps, d_u, d_edge);
// CHECK: } else {
// CHECK-NEXT: for (int t = 0; t < steps; ++t) {
// CHECK-NEXT: double w = 0.25 / (1 + t);
// CHECK-NEXT: { // relax_kernel1
// CHECK: LOOPGEN_LAUNCH(relax_kernel2,
