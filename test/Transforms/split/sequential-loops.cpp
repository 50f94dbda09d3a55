// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --emit=report -o - | FileCheck %s --check-prefix=REPORT
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=61 --size m=33 | FileCheck %s --check-prefix=VALID
// A sequential loop is split when that frees statements to run in
// parallel, and only where the pieces meet within an iteration.

// atax: y accumulates over i (sequential), tmp[i] does not: the split
// leaves tmp's loop parallel and y's turned inside out (j on the grid).
#pragma loopgen offload
#pragma loopgen array(A[m][n], x[n], y[n], tmp[m])
#pragma loopgen validate(m = 40, n = 50)
void atax(int m, int n, const double *A, const double *x, double *y,
          double *tmp) {
  for (int j = 0; j < n; j++)
    y[j] = 0;
  // CHECK: :[[@LINE+1]]:3: remark: sequential loop over 'i' is split into 2 loops, 1 of them parallel ('tmp' carry nothing across iterations: the pieces meet only within one, in order)
  for (int i = 0; i < m; i++) {
    tmp[i] = 0;
    for (int j = 0; j < n; j++)
      tmp[i] += A[i * n + j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] += A[i * n + j] * tmp[i];
  }
}
// REPORT: function atax: 3 parallel kernels
// REPORT-NOT: host loop

// bicg: two updates in one inner loop, split there first.
#pragma loopgen offload
#pragma loopgen array(A[n][m], s[m], q[n], p[m], r[n])
#pragma loopgen validate(m = 40, n = 50)
void bicg(int m, int n, const double *A, double *s, double *q,
          const double *p, const double *r) {
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    // CHECK: :[[@LINE+1]]:5: remark: sequential loop over 'j' is split into 2 loops, 1 of them parallel
    for (int j = 0; j < m; j++) {
      s[j] += r[i] * A[i * m + j];
      q[i] += A[i * m + j] * p[j];
    }
  }
}
// REPORT: function bicg: 4 parallel kernels
// REPORT-NOT: host loop

// A running sum read by the other statement: they share 'c', which carries
// a dependence across iterations, so the loop stays whole.
#pragma loopgen offload
#pragma loopgen array(a[n], c[n], d[n])
#pragma loopgen validate(n = 50)
void scan(int n, const float *a, float *c, float *d) {
  // CHECK-NOT: :[[@LINE+1]]:3: remark: sequential loop over 'i' is split
  for (int i = 1; i < n; i++) {
    c[i] = c[i - 1] + a[i];
    d[i] = 2 * c[i];
  }
}
// VALID: PASS: 3 of 3
