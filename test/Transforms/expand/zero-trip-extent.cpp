// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate --size m=1 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size m=2 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size m=3 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size m=300 | FileCheck %s --check-prefix=PASS
// A private array expanded over a loop that may run no iteration: its
// extent, the trip count m - 2, is negative for m = 1, where the array has
// no element (not 2^64 - 1 of them, which aborted the host code), and u[0]
// keeps its value.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(d[m], u[m])
#pragma loopgen validate(m = 1)
void f(int m, const unsigned *d, std::vector<unsigned> &u) {
  for (int i = 2; i < m; ++i)
    u[0] = d[i] * 3u + 1u;
}
// CHECK: u_private[i - 2] = d[i] * 3u + 1u;
// CHECK: loopgen_allocate(&d_u_private,
// CHECK-NEXT: (size_t)(m) * (size_t)std::max<long long>(0, m - 2) *
// PASS: PASS: 1 of 1
