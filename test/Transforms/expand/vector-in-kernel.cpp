// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A private std::vector of run-time size is expanded: one slice per thread,
// the thread index innermost so that a warp's accesses are contiguous.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(in[m][n], out[m])
#pragma loopgen validate(m = 500, n = 40)
void f(int m, int n, const float *in, float *out) {
  std::vector<float> t(n);
  for (int i = 0; i < m; ++i) {
    #pragma loopgen sequential
    for (int j = 0; j < n; ++j)
      t[j] = in[i * n + j] * 2;
    out[i] = 0;
    for (int j = 0; j < n; ++j)
      out[i] += t[j] * t[n - 1 - j];
  }
}
// REMARK: remark: private array 't' is expanded to float[n][m] in device memory, one slice per thread of the kernel at vector-in-kernel.cpp:13:3
// (The first inner loop is kept sequential so that nothing is distributed.)
// CHECK: t[j * m + i] = in[i * n + j] * 2;
// CHECK: loopgen_allocate(&d_t, (size_t)(n) * (size_t)(m) * sizeof(float), "t");
// CHECK-NOT: {{cudaMemset\(d_t}}
// VALID: PASS: 1 of 1
