// RUN: loopgen --format-style=none %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Seed 002's last slides: a sequential time loop between parallel loops.
// The outer loop is distributed, the time loop interchanged outward, and
// the loop over k distributed again: the host runs t and launches 3-D
// kernels inside it.
#pragma loopgen offload
#pragma loopgen array(R[outer][m][n], tmp[outer][m][n])
#pragma loopgen validate(outer = 4, m = 30, n = 20, steps = 6)
void f(int outer, int m, int n, int steps, double *R, double *tmp) {
  for (int k = 0; k < outer; ++k) {
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        R[(k * m + i) * n + j] = k + 0.01 * i * j;
    // CHECK: :[[@LINE+1]]:5: remark: sequential loop over 't' is interchanged with the parallel loop over 'k' around it
    for (int t = 0; t < steps; ++t) {
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j)
          tmp[(k * m + i) * n + j] = 0.5 * R[(k * m + i) * n + j] + t;
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j)
          R[(k * m + i) * n + j] = tmp[(k * m + i) * n + (n - 1 - j)];
    }
  }
}
// CHECK: remark: loop over 'k' is distributed into 2 loops
// CUDA: (grid z: k, y: i, x: j)
// The time loop runs as one persistent kernel where its kernels fit the
// GPU at once, and launches them step by step elsewhere.
// CUDA: {{__glob[a]l__}} void __launch_bounds__(1024) f_persistent1(
// CUDA: LOOPGEN_LAUNCH_PERSISTENT(f_persistent1,
// CUDA: for (int t = 0; t < steps; ++t) {
// CUDA-NEXT: { // f_kernel2
// CUDA: { // f_kernel3
// CUDA-NOT: {{cudaMemcpy\(}}
// CUDA: LOOPGEN_KERNELS_END();
// VALID: PASS: 1 of 1
