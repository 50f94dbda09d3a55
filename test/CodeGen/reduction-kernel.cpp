// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -cubin %t.cu -o %t.cubin %}
// A 1-D reduction: each thread strides over the iterations into a private
// copy, the block combines its copies into one partial, and the last
// block to finish adds the partials to the scalar in a fixed order (one
// launch); the result is copied back.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
double dot(int n, const double *x, const double *y) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
// CHECK-LABEL: __global__ void dot_kernel0(
// CHECK-SAME: double *__restrict__ loopgen_partials_s, double *loopgen_result_s, unsigned *loopgen_ticket) {
// CHECK-NEXT: double loopgen_private_s = loopgen_op_add::identity<double>();
// Each thread first reads two adjacent elements of x and of y with one
// 16-byte load each, then the last odd element.
// CHECK-NEXT: const long long loopgen_vectors = (long long)(n) / 2;
// CHECK-NEXT: #pragma unroll 2
// CHECK-NEXT: for (long long loopgen_v = (long long)(blockIdx.x * blockDim.x + threadIdx.x); loopgen_v < loopgen_vectors; loopgen_v += (long long)gridDim.x * blockDim.x) {
// CHECK-NEXT: double loopgen_x_0, loopgen_x_1;
// CHECK-NEXT: loopgen_load(x + loopgen_v * 2, loopgen_x_0, loopgen_x_1);
// CHECK-NEXT: double loopgen_y_0, loopgen_y_1;
// CHECK-NEXT: loopgen_load(y + loopgen_v * 2, loopgen_y_0, loopgen_y_1);
// CHECK-NEXT: {
// CHECK-NEXT: loopgen_private_s += loopgen_x_0 * loopgen_y_0;
// CHECK-NEXT: }
// CHECK-NEXT: {
// CHECK-NEXT: loopgen_private_s += loopgen_x_1 * loopgen_y_1;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #pragma unroll 4
// CHECK-NEXT: for (long long loopgen_i = loopgen_vectors * 2 + (long long)(blockIdx.x * blockDim.x + threadIdx.x); loopgen_i < (long long)(n); loopgen_i += (long long)gridDim.x * blockDim.x) {
// CHECK-NEXT: const int i = (int)loopgen_i;
// CHECK-NEXT: loopgen_private_s += x[i] * y[i];
// CHECK-NEXT: }
// CHECK-NEXT: loopgen_reduce_block<loopgen_op_add>(loopgen_private_s, loopgen_partials_s);
// CHECK-NEXT: if (loopgen_last_block(loopgen_ticket)) {
// CHECK-NEXT: loopgen_finish_in_block<loopgen_op_add>(loopgen_partials_s, loopgen_result_s);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: double dot(int n, const double *x, const double *y) {
// CHECK: loopgen_set_scalar(d_s, (double)(0));
// CHECK-NOT: loopgen_strided_block
// CHECK: loopgen_blocks.x = (unsigned)std::min<long long>(loopgen_blocks.x, std::max(1LL, loopgen_resident_threads() / ((long long)loopgen_block.x * loopgen_block.y * loopgen_block.z) / (1LL)));
// CHECK-NEXT: double *const loopgen_partials_s = (double *)loopgen_scratch(0, loopgen_block_count(loopgen_blocks) * sizeof(double));
// CHECK-NEXT: LOOPGEN_LAUNCH(dot_kernel0, {{.*}}, loopgen_partials_s, d_s, loopgen_ticket());
// CHECK-NOT: loopgen_finish
// CHECK: LOOPGEN_KERNELS_END();
// CHECK-NEXT: double result;
// CHECK: LOOPGEN_CHECK(loopgen_memcpy(&loopgen_value, d_s, sizeof(double), cudaMemcpyDeviceToHost));

// A 2-D sum strides over its rows: the block's rows go to x while the rows
// are that long (a 1-D dot product keeps its block).
#pragma loopgen offload
#pragma loopgen array(A[rows][cols])
double sum2d(int rows, int cols, const float *A) {
  double total = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      total += A[r * cols + c];
  return total;
}
// CHECK-LABEL: double sum2d(int rows, int cols, const float *A) {
// CHECK: dim3 loopgen_block(32, 8);
// CHECK-NEXT: loopgen_block = loopgen_strided_block(loopgen_block, trips_x);
// CHECK-NEXT: dim3 loopgen_blocks = loopgen_grid(loopgen_block, dim3(1, 1), trips_x, std::min<long long>(trips_y, 65535LL * loopgen_block.y));
// CHECK-NEXT: loopgen_blocks.y = (unsigned)std::min<long long>(loopgen_blocks.y,
