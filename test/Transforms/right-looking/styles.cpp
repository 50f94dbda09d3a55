// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=right-looking -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 timeout 120 loopgen %s --force-gpu --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=4 | FileCheck %s --check-prefix=VALID
// Factorizations in more styles users write (from a style campaign):
// size_t indices, the sum through a helper called inside the expression,
// Cholesky by columns.
#include <cmath>
#include <cstddef>

static void init_dominant(size_t n, double *A) {
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// Over size_t indices the new loops count in long long: their bounds
// (n - 1 at n = 0) hold their true values.
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 40) init(init_dominant)
void lu_size_t(size_t n, double *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < i; j++) {
      for (size_t k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      A[i * n + j] /= A[j * n + j];
    }
    for (size_t j = i; j < n; j++)
      for (size_t k = 0; k < i; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
}
// IR-LABEL: func lu_size_t(
// IR-NEXT:   for k_1 in [0, (long long)n - 1) sequential [right-looking steps] {
// IR-NEXT:     for i_1 in [k_1 + 1, (long long)n) parallel {

static double dot(const double *A, int n, int i, int j, int len) {
  double s = 0;
  for (int k = 0; k < len; k++)
    s += A[i * n + k] * A[k * n + j];
  return s;
}

static void init_int(int n, double *A) { init_dominant(n, A); }

// The helper's sum runs before each statement into a temporary, which the
// pass expands (a sum from 0, subtracted at the end).
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 37) init(init_int)
void lu_dot(int n, double *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++)
      A[i * n + j] = (A[i * n + j] - dot(A, n, i, j, j)) / A[j * n + j];
    for (int j = i; j < n; j++)
      A[i * n + j] = A[i * n + j] - dot(A, n, i, j, i);
  }
}
// Cholesky by columns: the diagonal's sum and root, then the column below
// it. The column's loop is the row that fuses with the statements before
// it (they run at i = j), and the steps are not then skewed again into
// wavefronts.
static void init_columns(int n, const double *A, double *L) {
  init_dominant(n, const_cast<double *>(A));
  for (int i = 0; i < n * n; i++)
    L[i] = 0;
}

#pragma loopgen offload
#pragma loopgen array(A[n][n], L[n][n])
#pragma loopgen validate(n = 31) init(init_columns)
void cholesky_columns(int n, const double *A, double *L) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'j', 'i' and 'k' run right-looking
  // CHECK-NOT: wavefronts
  for (int j = 0; j < n; j++) {
    double s = 0;
    for (int k = 0; k < j; k++)
      s += L[j * n + k] * L[j * n + k];
    L[j * n + j] = std::sqrt(A[j * n + j] - s);
    for (int i = j + 1; i < n; i++) {
      double t = 0;
      for (int k = 0; k < j; k++)
        t += L[i * n + k] * L[j * n + k];
      L[i * n + j] = (A[i * n + j] - t) / L[j * n + j];
    }
  }
}
// VALID: PASS: 3 of 3 functions match the sequential original
