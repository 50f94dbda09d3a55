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

// After induction-variable optimization of the loop reading b[n - 1 - i],
// GCC 12.2's interprocedural summaries say that the sequential original
// writes no memory, and its caller drops the call: the reference kept its
// inputs (found by scripts/loopgen-stress, seed 99). The harness also
// builds with -fno-ipa-pure-const -fno-ipa-modref.
#pragma loopgen offload
#pragma loopgen array(b[n], a[n][n], w[n][3][5])
#pragma loopgen validate(n = 2)
void reversed_read(int n, const float *b, float *a, float w[][3][5]) {
  for (int i = 0; i < n - 1; ++i) {
    a[i * n + i] = b[0] + b[n - 1 - i];
    w[i][2][4] += b[i + 1];
  }
}
// CHECK: PASS: 2 of 2 functions match the sequential original
