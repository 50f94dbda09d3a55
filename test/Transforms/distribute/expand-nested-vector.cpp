// RUN: loopgen %s -Rpass=loopgen-distribute -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size m=2,n=1 | FileCheck %s --check-prefix=VALID
// A nested vector declared in a distributed loop is expanded with a slice
// per iteration, zeroed over both of its own dimensions: t[1][0] is read
// as the zero std::vector left there. The zeroing loop covered only the
// first dimension, writing t[i][e] into a 3-D array (a wrong result; found
// by the IR verifier in samples/locvolcalib.cpp).
#include <vector>
#pragma loopgen offload
#pragma loopgen array(in[m][n], out[m][n])
#pragma loopgen validate(m = 300, n = 20)
void f(int m, int n, const float *in, float *out) {
  for (int i = 0; i < m; ++i) {
    std::vector<std::vector<float>> t(2, std::vector<float>(n));
    for (int j = 0; j < n; ++j)
      t[0][j] = in[i * n + j];
    for (int s = 0; s < 3; ++s)
      for (int j = 1; j < n; ++j)
        t[1][j] += t[0][j - 1] * s;
    for (int j = 0; j < n; ++j)
      out[i * n + j] = t[1][j];
  }
}
// REMARK: remark: 't' is expanded to float[m][2][n] for the distribution of the loop over 'i'
// CHECK: for (long t_e = 0; t_e < 2; ++t_e) {
// CHECK-NEXT: for (long t_e_1 = 0; t_e_1 < n; ++t_e_1) {
// CHECK-NEXT: t[(t_e * n + t_e_1) * m + i] = 0;
// VALID: PASS: 1 of 1
