// RUN: loopgen %s --force-gpu -o %t.cu 2>/dev/null && FileCheck %s < %t.cu
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// A kernel that only computes a local nothing reads takes no arguments;
// its launch compiles in the emulation and with nvcc (loopgen-stress,
// seed 400, case 4297, reduced by hand; its `^=` became `a = a * 3 + c`
// once bitwise updates at computed places became atomic).
#pragma loopgen offload
#pragma loopgen array(a[n], c[n][24])
#pragma loopgen validate(n = 7)
void f(int n, const int c[][24], int *a) {
  for (int i = 0; i < n; ++i) {
    int t = 0;
    for (int j = 0; j < 24; ++j) {
      t = j | 2;
      for (int k = 0; k < n - 2; k += 2)
        a[k + 1] = a[k + 1] * 3 + c[i][j];
    }
  }
}
// CHECK: {{^}}__global__ void f_kernel1() {
// CHECK: {{^ +}}LOOPGEN_LAUNCH(f_kernel1, loopgen_blocks, loopgen_block, 0, );
// VALID: PASS: 1 of 1 functions match the sequential original
