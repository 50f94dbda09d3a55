// RUN: loopgen %s --force-gpu -Rpass=loopgen -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Under a condition on device data the code runs in one GPU thread, which
// cannot allocate: one copy of the vector is allocated before, once
// (--force-gpu: the profitability model would keep f on the host).
#include <vector>
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100)
void f(int n, float *x) {
  if (x[0] > 0.25f) {
    // CHECK: :[[@LINE+1]]:24: remark: std::vector 'prefix' is allocated once, before the sequential code that declares it
    std::vector<float> prefix(n);
    prefix[0] = x[0];
    for (int k = 1; k < n; ++k)
      prefix[k] = prefix[k - 1] + x[k];
    for (int k = 0; k < n; ++k)
      x[k] = prefix[k] / (k + 1);
  }
}
// CHECK: {{^}}__global__ void f_serial0(int n, float *__restrict__ x,
// CHECK-NEXT: {{^ +}}float *__restrict__ prefix) {
// CHECK: {{^ +}}loopgen_allocate(&d_prefix,
// CHECK: {{^ +}}LOOPGEN_LAUNCH(f_serial0,
// VALID: PASS: 1 of 1
