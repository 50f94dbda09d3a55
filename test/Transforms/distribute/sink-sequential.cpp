// RUN: loopgen --format-style=none %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen --format-style=none %s --force-gpu -o - | FileCheck %s --check-prefix=CUDA
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %S/../../../bench/programs/matmul_ikj.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=IKJ
// RUN: FileCheck %s --check-prefix=IKJ-CUDA < %t.cu
// RUN: loopgen %S/../../../bench/programs/matmul_ikj.cpp --validate --emulate --size n=33 --size m=70 --size p=19 | FileCheck %s --check-prefix=IKJ-VALID
// A sequential loop whose body is one parallel loop that stays parallel
// outside it is interchanged inward: one kernel runs it in each thread,
// instead of the host launching a kernel per iteration.

// The matrix product written i, k, j (bench/programs/matmul_ikj.cpp).
// IKJ: matmul_ikj.cpp:16:7: remark: parallel loop over 'j' is interchanged with the sequential loop over 'k' around it (legal: 'j' stays free of loop-carried dependences outside it), so that 'k' runs inside each thread
// IKJ-CUDA: {{__glob[a]l__}} void matmul_ikj_kernel2(
// IKJ-CUDA: const int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// IKJ-CUDA-NEXT: const int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
// IKJ-CUDA-NEXT: if (j < m && i < n) {
// IKJ-CUDA: for (int k = 0; k < p; ++k) {
// IKJ-CUDA-NEXT: C_i_j += A[i * p + k] * B[k * m + j];
// IKJ-VALID: PASS: 1 of 1

// Column sums written row by row: the loop over rows runs in each thread.
#pragma loopgen offload
#pragma loopgen array(A[n][m], s[m])
#pragma loopgen validate(n = 45, m = 100)
void column_sums(int n, int m, const double *A, double *s) {
  for (int j = 0; j < m; ++j)
    s[j] = 0;
  for (int i = 0; i < n; ++i)
    // CHECK: :[[@LINE+1]]:5: remark: parallel loop over 'j' is interchanged with the sequential loop over 'i'
    for (int j = 0; j < m; ++j)
      s[j] += A[i * m + j];
}
// Each column is summed by 8 threads in registers (slices of the rows),
// combined in shared memory into a register (register promotion).
// CUDA: {{^}}__global__ void column_sums_kernel1(
// CUDA: {{^ +}}for (int i = 0 + (int)threadIdx.y * (1); i < n; i += 8 * (1)) {
// CUDA-NEXT: {{^ +}}loopgen_slice_s_j += A[i * m + j];
// CUDA: {{^ +}}s_j = s[j];
// CUDA: {{^ +}}s_j = loopgen_op_add::apply(s_j, loopgen_slices_s_j[loopgen_k][threadIdx.x]);
// CUDA: {{^ +}}s[j] = s_j;

// A stencil in time: outside the time loop, iteration j reads what j - 1
// and j + 1 wrote, so the time loop stays on the host. (Its work is of the
// order of its data, a[t][m], so that by default the whole function stays
// on the host: the kernels are checked under --force-gpu.)
#pragma loopgen offload
#pragma loopgen array(a[t][m])
#pragma loopgen validate(t = 12, m = 64)
void stencil(int t, int m, float *a) {
  // CHECK: :[[@LINE+2]]:3: remark: sequential loop over 's' stays outside the parallel loop over 'j': outside it,
  // CHECK: :[[@LINE+1]]:3: warning: 'stencil' runs on the host as written: {{.*}}, and does as much work as it has data to copy to the GPU
  for (int s = 1; s < t; ++s)
    for (int j = 1; j < m - 1; ++j)
      a[s * m + j] = (a[(s - 1) * m + j - 1] + a[(s - 1) * m + j + 1]) * 0.5f;
}
// CUDA: {{__glob[a]l__}} void __launch_bounds__(1024) stencil_persistent0(
// CUDA: {{__glob[a]l__}} void stencil_kernel1(
// CUDA: for (int s = 1; s < t; ++s) {
// CUDA: LOOPGEN_LAUNCH(stencil_kernel1

// VALID: PASS: 2 of 2
