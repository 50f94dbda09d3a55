// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: not loopgen %s -o %t2.cu -- -std=c++17 -DUNREACHED 2>&1 | FileCheck %s --check-prefix=ERROR
// Parameters of C's row types, `float p[][64]` and `float (*p)[32]`: the
// number of rows is the rows their accesses reach, as for flat pointers.
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(batch = 512)
void nll(float probs[][64], const int *labels, float *out, int batch) {
  for (int b = 0; b < batch; ++b) {
    for (int c = 0; c < 64; ++c)
      probs[b][c] *= 0.5f;
    out[b] = -std::log(probs[b][labels[b]] + 1e-12f);
  }
}
// CHECK: :[[@LINE-7]]:16: remark: the shape of 'probs' is probs[batch][64]: the elements its accesses reach

#pragma loopgen offload
#pragma loopgen validate(n = 100)
void blur(const float (*in)[32], float (*out)[32], int n) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 0; j < 32; ++j)
      out[i][j] = (in[i - 1][j] + in[i][j] + in[i + 1][j]) / 3;
}
// CHECK: :[[@LINE-5]]:25: remark: the shape of 'in' is in[n][32]: the elements its accesses reach
// VALID: PASS: 2 of 2 functions match the sequential original

#ifdef UNREACHED
#pragma loopgen offload
void strided(const float (*in)[32], float *out, int n) {
  int k = 1;
  for (int i = 0; i < n; ++i) {
    out[i] = in[k][0];
    k = k * 3 % 1000;
  }
}
// ERROR: :[[@LINE-7]]:28: error: pointer parameter 'in' needs a shape: add '#pragma loopgen array(in[<count>][32])' before the function
#endif
