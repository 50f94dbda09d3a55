// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size m=1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size m=40 | FileCheck %s
// GCC 12.2 at -O2 drops this loop from the sequential original (its
// partial redundancy elimination): the reference was wrong and validation
// failed on a correct translation. The harness builds with -fno-tree-pre.
#pragma loopgen offload
#pragma loopgen array(d[m], a[1], u[1])
#pragma loopgen validate(m = 3)
void last_xor(int m, const unsigned *d, const unsigned *a, unsigned *u) {
  for (int i = 0; i < m; ++i)
    u[0] = a[0] + (d[m - 1 - i] ^ d[i]);
}
// CHECK: PASS: 1 of 1 functions match the sequential original
