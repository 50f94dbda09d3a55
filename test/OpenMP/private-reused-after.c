// RUN: loopgen %s --openmp -o /dev/null -Rpass=loopgen 2>&1 | FileCheck %s
// RUN: loopgen %s --openmp --validate --emulate | FileCheck %s --check-prefix=VALID
// NPB style: scalars declared at the top of the function, named private on
// each loop and reused after it. private(x) gives each iteration its own x
// (was: "scalar 'sum' is written in the loop but is not a reduction").

// CHECK-NOT: error:
// CHECK: :[[@LINE+7]]:3: remark: loop over 'j' is parallel
#pragma loopgen validate(n = 300)
double matvec_last(int n, const double *A, const double *p, double *q)
{
  int j, k;
  double sum;
#pragma omp parallel for private(sum, k)
  for (j = 0; j < n; j++) {
    sum = 0.0;
    for (k = 0; k < n; k++) sum = sum + A[j * n + k] * p[k];
    q[j] = sum;
  }
  sum = q[0] + q[n - 1];
  return sum;
}

// firstprivate: each iteration's copy starts as the value before the loop
// (here only read, as most programs use it).
#pragma loopgen validate(n = 1000, m = 7)
void offsets(int n, int m, const int *in, int *out)
{
  int i, base = 3 * m;
#pragma omp parallel for firstprivate(base)
  for (i = 0; i < n; i++) {
    out[i] = base + in[i] % 4;
  }
  base = out[0];
  out[n - 1] += base;
}
// VALID: PASS: 2 of 2 functions match the sequential original
