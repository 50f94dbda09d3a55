// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass='loopgen-(lower|parallelism)' 2>&1 | FileCheck %s --check-prefix=REMARK
// A flat walk over whole rows (a copy of n * m elements) beside a 2-D nest
// keeps the rows of the shape, so that the nest stays parallel in both
// loops; a guard of sizes before the loops (an early return) does not hide
// the accesses after it.
// CHECK: PASS: 2 of 2 functions match the sequential original
#pragma loopgen validate(n = 64, m = 48)
#pragma loopgen offload
// REMARK-DAG: [[@LINE+1]]:26: remark: the shape of 'a' is a[n][m], indexed linearly
void linear_copy(double *a, const double *b, double *c, int n, int m) {
  // REMARK-DAG: [[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 2.0 * b[i * m + j];
  for (int k = 0; k < n * m; k++)
    c[k] = a[k];
}

#pragma loopgen validate(n = 1000)
#pragma loopgen offload
// REMARK-DAG: [[@LINE+1]]:27: remark: the shape of 'a' is a[n]:
void guarded(const float *a, int n, float *b) {
  if (n == 0)
    return;
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
}
