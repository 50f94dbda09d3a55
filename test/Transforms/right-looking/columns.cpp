// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=right-looking -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=5 | FileCheck %s --check-prefix=VALID
// Doolittle's and Crout's LU as textbooks write them: for each row (or
// column), a row of loops, each over its own range with a sum inside: the
// row of U, then the column of L. The nest's last level is that row of
// loops (and the statements between them, at index 0), each assignment in
// its own loop; its sums move outermost all the same.
#define N 64

static void init_dominant(int n, const double A[N][N], double L[N][N],
                          double U[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      const_cast<double(*)[N]>(A)[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
      L[i][j] = U[i][j] = 0;
    }
}

// Doolittle into separate L and U, the unit diagonal in a branch beside
// the column's sums (it runs at the start of the first step).
#pragma loopgen offload
#pragma loopgen validate(n = 33) init(init_dominant)
void doolittle(int n, const double A[N][N], double L[N][N], double U[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'k' and 'j' run right-looking
  for (int i = 0; i < n; i++) {
    for (int k = i; k < n; k++) {
      double sum = 0;
      for (int j = 0; j < i; j++)
        sum += L[i][j] * U[j][k];
      U[i][k] = A[i][k] - sum;
    }
    for (int k = i; k < n; k++) {
      if (i == k)
        L[i][i] = 1;
      else {
        double sum = 0;
        for (int j = 0; j < i; j++)
          sum += L[k][j] * U[j][i];
        L[k][i] = (A[k][i] - sum) / U[i][i];
      }
    }
  }
}

static void init_inplace(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// Crout in place: the column of L, then the row of U scaled by the pivot.
// The columns' loops were parallel (each thread a sum); right-looking,
// each step is a row scaling and the updates of L's columns and of U's
// rows, one 2-D loop each: in one loop, one of the two (an element and
// its mirror) would be written across the warps.
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_inplace)
void crout(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'j', 'i' and 'k' run right-looking
  for (int j = 0; j < n; j++) {
    for (int i = j; i < n; i++)
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
    for (int i = j + 1; i < n; i++) {
      for (int k = 0; k < j; k++)
        A[j][i] -= A[j][k] * A[k][i];
      A[j][i] /= A[j][j];
    }
  }
}
// IR-LABEL: func crout(
// IR-NEXT:   for k in [0, n - 1) sequential [right-looking steps] {
// IR-NEXT:     for i in [k + 1, n) parallel {
// IR-NEXT:       A[k][i] /= A[k][k]
// IR-NEXT:     }
// IR-NEXT:     for j in [k + 1, n) parallel {
// IR-NEXT:       for i in [j, n) parallel {
// IR-NEXT:         A[i][j] -= A[i][k] * A[k][j]
// IR-NEXT:       }
// IR-NEXT:     }
// IR-NEXT:     for j in [k + 1, n - 1) parallel {
// IR-NEXT:       for i in [j + 1, n) parallel {
// IR-NEXT:         A[j][i] -= A[j][k] * A[k][i]

// Crout into separate L and U, C89 style, the unit diagonal of U before
// the columns (a statement of the row of its own).
#pragma loopgen offload
#pragma loopgen validate(n = 30) init(init_dominant)
void crout_separate(int n, const double A[N][N], double L[N][N],
                    double U[N][N]) {
  int i, j, k;
  double sum;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'j', 'i' and 'k' run right-looking
  for (j = 0; j < n; j++) {
    U[j][j] = 1;
    for (i = j; i < n; i++) {
      sum = 0;
      for (k = 0; k < j; k++)
        sum = sum + L[i][k] * U[k][j];
      L[i][j] = A[i][j] - sum;
    }
    for (i = j + 1; i < n; i++) {
      sum = 0;
      for (k = 0; k < j; k++)
        sum = sum + L[j][k] * U[k][i];
      U[j][i] = (A[j][i] - sum) / L[j][j];
    }
  }
}
// CHECK-NOT: wavefronts
// VALID: PASS: 3 of 3 functions match the sequential original
