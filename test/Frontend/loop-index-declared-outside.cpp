// RUN: loopgen %s --emit=loopir -o - | FileCheck %s
// RUN: not loopgen %s -o /dev/null -- -std=c++17 -DUSE_AFTER 2>&1 | FileCheck %s --check-prefix=ERR
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void f(int n, int m, float *a) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i * m + j] = i + j;
#ifdef USE_AFTER
  // ERR: error: 'i' is used outside the loops it indexes; declare the loop index in the for statement
  a[0] = i;
#endif
}
// CHECK:      func f(n: int, m: int, a: float[n][m] pointer [not copied in]) -> void {
// CHECK-NEXT:   for i in [0, n) parallel [grid y] @kernel {
// CHECK-NEXT:     for j in [0, m) parallel [grid x] {
