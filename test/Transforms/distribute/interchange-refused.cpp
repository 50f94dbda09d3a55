// RUN: loopgen %s -Rpass=loopgen -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// The sequential loop's trip count depends on the parallel loop's index:
// no interchange; the nest stays one kernel with the loops inside.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
#pragma loopgen validate(n = 20, m = 16)
void f(int n, int m, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: :[[@LINE+1]]:5: remark: sequential loop over 't' is not interchanged with the parallel loop over 'i': its bounds depend on 'i'
    for (int t = 0; t < i; ++t) {
      for (int j = 0; j < m; ++j)
        a[i * m + j] = a[i * m + j] * 0.5f + t;
      for (int j = 1; j < m; ++j)
        a[i * m + j] += a[i * m + j - 1];
    }
}
// CHECK: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
// VALID: PASS: 1 of 1
