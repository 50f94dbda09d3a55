// RUN: loopgen %s --emit=loopir -o - | FileCheck %s
// RUN: loopgen %s --emit=loopir -o - -- -std=c++17 -DUSE_AFTER | FileCheck %s --check-prefix=AFTER
// RUN: loopgen %s --validate --emulate --size n=7,m=9 -- -std=c++17 -DUSE_AFTER | FileCheck %s --check-prefix=VALID
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void f(int n, int m, float *a) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i * m + j] = i + j;
#ifdef USE_AFTER
  // Read after its loop: one step past the last iteration, as in C.
  // AFTER: for j in [0, m) parallel [grid x]
  // AFTER: var i: int = 0 < n ? 0 + (n - 0) : 0
  // AFTER-NEXT: a[0] = i
  // VALID: PASS: 1 of 1
  a[0] = i;
#endif
}
// CHECK:      func f(n: int, m: int, a: float[n][m] pointer [not copied in]) -> void {
// CHECK-NEXT:   for i in [0, n) parallel [grid y] @kernel {
// CHECK-NEXT:     for j in [0, m) parallel [grid x] {
