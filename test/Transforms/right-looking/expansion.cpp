// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=right-looking -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=5 | FileCheck %s --check-prefix=VALID
// Sums in locals that cannot run in an element: the sum starts from 0 and
// the store reads the element too, or a branch stores it elsewhere. The
// local takes an element per iteration of the nest (an array the size of
// the nest's box), and the nest runs right-looking.
#include <cmath>
#define N 64

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// LU with sums from 0, subtracted at the end.
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_spd)
void lu_sum0(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      // CHECK: :[[@LINE+1]]:14: remark: 's' is expanded to double s_exp[n > 0 ? n : 0][n > 0 ? n : 0], an element per iteration of the nest, for the right-looking order
      double s = 0;
      for (int k = 0; k < j; k++)
        s += A[i][k] * A[k][j];
      A[i][j] = (A[i][j] - s) / A[j][j];
    }
    for (int j = i; j < n; j++) {
      double s = 0;
      for (int k = 0; k < i; k++)
        s += A[i][k] * A[k][j];
      A[i][j] -= s;
    }
  }
}
// IR-LABEL: func lu_sum0(
// IR: for k in [0, n) sequential [right-looking steps] {
// IR-NEXT:   for j in [k, n) parallel {
// IR-NEXT:     A[k][j] -= s_1_exp[k][j]
// IR:        for i in [k + 1, n) parallel {
// IR-NEXT:     A[i][k] = (A[i][k] - s_exp[i][k]) / A[k][k]
// IR:          s_exp[i][j] += A[i][k] * A[k][j]

// Cholesky whose diagonal goes to another array under an if: the sum's
// stores write two arrays. The square root runs first in each step, then
// the column: the statements of the step's first phase in the order their
// dependences need, not the body's.
static void init_diag(int n, double A[N][N], double *d) {
  init_spd(n, A);
  for (int i = 0; i < n; i++)
    d[i] = 0;
}

#pragma loopgen offload
#pragma loopgen array(d[n])
#pragma loopgen validate(n = 35) init(init_diag)
void cholesky_diag(int n, double A[N][N], double *d) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      double s = A[i][j];
      for (int k = 0; k < j; ++k)
        s -= A[i][k] * A[j][k];
      if (i == j)
        d[i] = std::sqrt(s);
      else
        A[i][j] = s / d[j];
    }
}
// IR-LABEL: func cholesky_diag(
// IR: for k in [0, n) sequential [right-looking steps] {
// IR-NEXT:   d[k] = sqrt(s_exp[k][k])
// IR-NEXT:   for i in [k + 1, n) parallel {
// IR-NEXT:     A[i][k] = s_exp[i][k] / d[k]

// Cholesky into a separate L, sums from 0, the diagonal after the row.
static void init_separate(int n, const double A[N][N], double L[N][N]) {
  init_spd(n, const_cast<double(*)[N]>(A));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      L[i][j] = 0;
}

#pragma loopgen offload
#pragma loopgen validate(n = 33) init(init_separate)
void cholesky_separate(int n, const double A[N][N], double L[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double s = 0;
      for (int k = 0; k < j; k++)
        s += L[i][k] * L[j][k];
      L[i][j] = (A[i][j] - s) / L[j][j];
    }
    double s = 0;
    for (int k = 0; k < i; k++)
      s += L[i][k] * L[i][k];
    L[i][i] = std::sqrt(A[i][i] - s);
  }
}
// CHECK-NOT: wavefronts
// VALID: PASS: 3 of 3 functions match the sequential original
