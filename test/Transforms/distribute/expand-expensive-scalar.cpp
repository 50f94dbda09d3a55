// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// An expensive scalar is computed once per i into an expanded array.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(a[m], A[m][n])
#pragma loopgen validate(m = 100, n = 70)
void f(int m, int n, const float *a, float *A) {
  for (int i = 0; i < m; ++i) {
    // CHECK: :[[@LINE+1]]:11: remark: 'w' is expanded to float w_exp[m] for the distribution of the loop over 'i' (recomputing it would cost 29 > 4)
    float w = std::exp(a[i]) / std::sqrt(a[i] + 1);
    for (int j = 0; j < n; ++j)
      A[i * n + j] = w * j;
  }
}
// CHECK: remark: loop over 'i' is distributed into 2 loops
// CUDA: {{^ +}}w_exp[i] = expf(a[i]) / sqrtf(a[i] + 1);
// CUDA: {{^ +}}A[i * n + j] = w_exp[i] * j;
// VALID: PASS: 1 of 1
