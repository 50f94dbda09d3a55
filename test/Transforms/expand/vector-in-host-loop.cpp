// RUN: loopgen %s --force-gpu -o - | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Declared in a host loop that launches kernels: allocated and freed in
// each iteration, where the program declares it (--force-gpu: the prefix
// loop would run in one thread, so the model would keep f on the host).
#include <vector>
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100, steps = 5)
void f(int n, int steps, float *x) {
  for (int t = 0; t < steps; ++t) {
    std::vector<float> prefix(n);
    prefix[0] = x[0];
    for (int k = 1; k < n; ++k)
      prefix[k] = prefix[k - 1] + x[k];
    for (int k = 0; k < n; ++k)
      x[k] = prefix[k] / (k + 1);
  }
}
// CHECK: for (int t = 0; t < steps; ++t) {
// CHECK-NEXT: float *d_prefix = nullptr;
// CHECK: loopgen_release(d_prefix);
// CHECK-NEXT: }
// VALID: PASS: 1 of 1
