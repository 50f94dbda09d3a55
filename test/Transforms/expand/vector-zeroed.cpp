// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A vector declared inside the loop and accumulated into relies on its
// zeroes: each thread's slice is zeroed where the vector was declared.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(in[m][n], out[m][n])
#pragma loopgen validate(m = 300, n = 20)
void f(int m, int n, const float *in, float *out) {
  for (int i = 0; i < m; ++i) {
    std::vector<float> acc(n);
    for (int r = 0; r < 3; ++r)
      for (int j = 0; j < n; ++j)
        acc[j] += in[i * n + j] * r;
    #pragma loopgen sequential
    for (int j = 0; j < n; ++j)
      out[i * n + j] = acc[j];
  }
}
// CHECK: for (long acc_e = 0; acc_e < n; ++acc_e) {
// CHECK-NEXT: acc[acc_e * m + i] = 0;
// VALID: PASS: 1 of 1
