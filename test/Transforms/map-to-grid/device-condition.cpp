// RUN: loopgen %s --verify-each --stop-after=map-to-grid -o - | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// A parallel loop under an if whose condition reads a scalar that a kernel
// computes (gradient clipping: the norm is a reduction): the first round
// of placement saw a host condition and made the loop a kernel; once the
// norm is known to live on the device, the if runs in a single thread and
// the loop inside it with it, no kernel left without a plan.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(g[n])
#pragma loopgen validate(n = 1000, maxn = 3)
void clip(int n, float maxn, float *g) {
  float norm = 0;
  for (int i = 0; i < n; i++)
    norm += g[i] * g[i];
  norm = std::sqrt(norm);
  if (norm > maxn)
    for (int i = 0; i < n; i++)
      g[i] *= maxn / norm;
}
// CHECK: for i in [0, n) parallel reduction(+: norm) [grid x] @kernel {
// CHECK: if norm > maxn @single-thread {
// CHECK-NEXT: for i in [0, n) parallel {
// VALID: RESULT function=clip status=PASS
