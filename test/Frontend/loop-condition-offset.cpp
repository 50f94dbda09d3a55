// RUN: loopgen %s --emit=loopir | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A loop condition may add a constant to the index: `i + 1 < n` is
// `i < n - 1`, in either direction and on either side.
#pragma loopgen offload
#pragma loopgen array(u[n][m], d[n][m])
#pragma loopgen validate(n = 23, m = 17)
void differences(int n, int m, const float *u, float *d) {
  for (int i = 0; i + 1 < n; ++i)
    for (int j = 1; 2 + j <= m; j++)
      d[i * m + j] = u[(i + 1) * m + j] - u[i * m + j - 1];
  for (int i = n - 1; i - 1 >= 0; --i)
    d[i * m] = u[(i - 1) * m];
}
// CHECK: for i in [0, n - 1) parallel
// CHECK: for j in [1, m - 1) parallel
// CHECK: for i in [n - 1, 0) step -1 parallel
// VALID: PASS: 1 of 1
