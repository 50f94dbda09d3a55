// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A compound assignment of a call whose function has a loop inside: the
// call is inlined into a temporary named after the function, then added.
static float row_sum(int m, const float *A, int i) {
  float s = 0;
  for (int k = 0; k < m; ++k)
    s += A[i * m + k];
  return s;
}
#pragma loopgen offload
#pragma loopgen array(A[n][m], y[n])
#pragma loopgen validate(n = 50, m = 33)
void add_row_sums(int n, int m, const float *A, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += row_sum(m, A, i);
}
// CHECK: for i in [0, n)
// CHECK: for k in [0, m)
// CHECK: var row_sum: float = s
// CHECK-NEXT: y[i] += row_sum
// VALID: PASS: 1 of 1
