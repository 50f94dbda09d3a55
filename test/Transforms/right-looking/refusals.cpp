// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Nests whose loops over k do not move outermost, each with the reason.
#include <cmath>
#define N 64

// A table of interval scores: an element's maximum over k reads elements
// of its own row and column whose maxima end after step k. Its inner
// loops run as wavefronts.
#pragma loopgen offload
#pragma loopgen validate(n = 40)
void dp(int n, int T[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i' and the loops within do not run right-looking: 'T' would be read or written out of order (isl finds a dependence the new order reverses)
  // CHECK: remark: loops over 'j', 'k' run as wavefronts
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      for (int k = i; k < j; k++)
        T[i][j] = std::max(T[i][j], T[i][k] + T[k + 1][j]);
}

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// The sum over the whole row reads elements of the row that later
// iterations update (k > j): moved outermost, the loop over k would read
// them updated.
#pragma loopgen offload
#pragma loopgen validate(n = 20) init(init_spd)
void update(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i' and the loops within do not run right-looking: 'A' would be read or written out of order (isl finds a dependence the new order reverses)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double w = A[i][j];
      for (int k = 0; k < n; k++)
        w -= 0.001 * A[i][k] * A[k][j];
      A[i][j] = w;
    }
}
// VALID: PASS: 2 of 2 functions match the sequential original
