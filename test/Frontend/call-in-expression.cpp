// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// A call of a function with statements of its own (a loop) inside an
// expression runs before the statement, into a temporary, where the
// function changes nothing but its own locals and the statement would run
// it anyway (not under ?:, && or ||).

static double dot(const double *a, const double *b, int len) {
  double s = 0;
  for (int k = 0; k < len; k++)
    s += a[k] * b[k];
  return s;
}

#pragma loopgen offload
#pragma loopgen array(A[n][n], x[n], y[n])
#pragma loopgen validate(n = 19)
void residual(int n, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] = 2 * (y[i] - dot(A + i * n, x, n)) + 1;
}
// IR-LABEL: func residual
// IR:      var s: double = 0
// IR:      var dot: double = s
// IR-NEXT: y[i] = 2 * (y[i] - dot) + 1
// VALID: PASS: 1 of 1 functions match the sequential original
