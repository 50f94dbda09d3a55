// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A recurrence inside the iteration: y[k-1] was written by y[0] before the
// inner loop or by an earlier inner iteration.
#pragma loopgen offload
#pragma loopgen array(r[m][n], x[m][n])
#pragma loopgen validate(m = 300, n = 50)
void f(int m, int n, const double *r, double *x) {
  double y[64];
  // CHECK: remark: 'y' is privatized in the loop over 'i'
  // CHECK: remark: loop over 'i' is parallel
  for (int i = 0; i < m; ++i) {
    y[0] = r[i * n];
    for (int k = 1; k < n; ++k)
      y[k] = r[i * n + k] + 0.5 * y[k - 1];
    for (int k = 0; k < n; ++k)
      x[i * n + k] = y[k];
  }
}
// VALID: PASS: 1 of 1
