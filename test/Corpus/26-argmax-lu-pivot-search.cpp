// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: argmax as a reduction across the parallel loop:
//            `if (v > best) { best = v; piv = r; }`, returning the index
//            (strict >, so the first of equal maxima wins).
// Field:     dense linear algebra, the partial-pivoting search of step k of
//            an LU factorization (the LAPACK idamax on a column).
// Computes:  the row r in [k, n) with the largest |A[r][k]|.
// GPU:       the loop over rows is a parallel (value, index) max reduction
//            with a deterministic tie-break toward the lower row; the column
//            is read with stride n (uncoalesced, or read through a
//            transposed copy). The returned int is the result.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 1000, k = 10)
int find_pivot(int n, int k, const double *A) {
  int piv = k;
  double best = std::fabs(A[k * n + k]);
  for (int r = k + 1; r < n; ++r) {
    const double v = std::fabs(A[r * n + k]);
    if (v > best) {
      best = v;
      piv = r;
    }
  }
  return piv;
}
