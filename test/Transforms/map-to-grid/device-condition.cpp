// RUN: loopgen %s --verify-each --stop-after=map-to-grid -o - | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// A parallel loop under an if whose condition reads a scalar that a kernel
// computes (gradient clipping: the norm is a reduction): the host reads the
// norm back and launches the loop's kernel when the condition holds. (The
// first round of placement sees a host condition; the norm found to live
// on the device in the next round keeps the if on the host, its kernel
// with a plan.)
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
// CHECK: if norm > maxn @host {
// CHECK-NEXT: for i in [0, n) parallel [grid x] @kernel {
// VALID: RESULT function=clip status=PASS {{.*}} launches=3
