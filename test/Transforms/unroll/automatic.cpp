// RUN: loopgen %s --no-tiling -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --no-tiling --no-auto-unroll -o - | FileCheck %s --check-prefix=OFF
// RUN: loopgen %s --no-tiling --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --no-tiling --validate --emulate --size n=150 --size m=61 | FileCheck %s --check-prefix=VALID
// Automatic unrolling: a 2-D kernel whose threads run a loop in which the
// copies of the y loop would share loads gets a second version, 4 rows per
// thread, that the host launches where the grid fills the GPU. A stencil
// without an inner loop, a 1-D kernel and a kernel whose copies share
// nothing keep one version.
#pragma loopgen offload
#pragma loopgen array(A[n][m], x[m], y[n][m], s[n], B[n][m])
#pragma loopgen validate(n = 40, m = 33)
void f(int n, int m, const float *A, const float *x, float *y, float *s,
       float *B) {
  // CHECK: (grid y: i, x: j; per thread 4 of i)
  // CHECK-NEXT: {{__glob[a]l__}} void f_kernel0(
  // CHECK: (grid y: i, x: j)
  // CHECK-NEXT: {{__glob[a]l__}} void f_kernel1(
  // REMARK: automatic.cpp:[[@LINE+1]]:3: remark: loop over 'i' runs 4 iterations per thread where the grid fills the GPU (automatic, --no-auto-unroll turns it off), blockDim.y apart; 2 loads shared by the copies
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float acc = 0;
      for (int k = 0; k < m; ++k)
        acc += A[i * m + k] * x[k] * x[j];
      y[i * m + j] = acc;
    }
  // CHECK: {{__glob[a]l__}} void f_kernel2(
  for (int i = 0; i < n; ++i) {
    float t = 0;
    for (int k = 0; k < m; ++k)
      t += A[i * m + k];
    s[i] = t;
  }
  // CHECK: {{__glob[a]l__}} void f_kernel3(
  // CHECK-NOT: {{__glob[a]l__}}
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      B[i * m + j] = A[(i - 1) * m + j] + A[(i + 1) * m + j];
}
// CHECK: // The unrolled kernel where its grid fills the GPU, the kernel as written elsewhere.
// CHECK-NEXT: if ((long long)n * (long long)m >= 4 * loopgen_resident_threads()) {
// OFF: {{__glob[a]l__}} void f_kernel2(
// OFF-NOT: {{__glob[a]l__}} void f_kernel3(
// OFF-NOT: {{^ +if \(.*loopgen_resident_threads}}
// VALID: PASS: 1 of 1
