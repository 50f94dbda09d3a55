// RUN: loopgen %s -Rpass=loopgen-expand -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size m=3,n=1 | FileCheck %s --check-prefix=VALID
// A nested vector declared in a kernel's loop and accumulated into relies
// on its zeroes: each thread's slice is zeroed over both of its dimensions
// (the zeroing loop covered the first, with 0 for the second: on a GPU the
// rest of each row kept what the memory held; the emulation's fresh memory
// is zero, so validation passed).
#include <vector>
#pragma loopgen offload
#pragma loopgen array(in[m][n], out[m][n])
#pragma loopgen validate(m = 300, n = 20)
void f(int m, int n, const float *in, float *out) {
  for (int i = 0; i < m; ++i) {
    std::vector<std::vector<float>> acc(2, std::vector<float>(n));
    for (int r = 0; r < 3; ++r)
      #pragma loopgen sequential
      for (int j = 0; j < n; ++j)
        acc[r % 2][j] += in[i * n + j] * r;
    #pragma loopgen sequential
    for (int j = 0; j < n; ++j)
      out[i * n + j] = acc[0][j] + 2 * acc[1][j];
  }
}
// REMARK: remark: private array 'acc' is expanded to float[2][n][m] in device memory
// CHECK: for (long acc_e = 0; acc_e < 2; ++acc_e) {
// CHECK-NEXT: for (long acc_e_1 = 0; acc_e_1 < n; ++acc_e_1) {
// CHECK-NEXT: acc[(acc_e * n + acc_e_1) * m + i] = 0;
// VALID: PASS: 1 of 1
