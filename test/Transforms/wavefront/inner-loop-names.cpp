// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size n=9 | FileCheck %s --check-prefix=VALID
// Nests whose rows hold inner loops: in the legality test each inner loop
// is an existential dimension of its own, named apart from the nest's
// dimensions (a0, b1). When an inner loop's name was the same as one of
// them, isl read the two as one, the conflicting-pairs set came out empty,
// and these two Cholesky forms got the illegal wavefront w = k, with wrong
// results. No skew is legal for them (the first now runs right-looking
// before the wavefront pass sees it; the second keeps the test).
#include <cmath>
#define N 64

static void init_dominant(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

static void init_dominant2(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// Crout, column by column, in place over a flat pointer.
#pragma loopgen offload
#pragma loopgen validate(n = 40) init(init_dominant)
#pragma loopgen array(A[n * n])
void cholesky_crout(int n, double *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'j', 'i' and 'k' run right-looking
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < j; k++)
      A[j * n + j] -= A[j * n + k] * A[j * n + k];
    A[j * n + j] = sqrt(A[j * n + j]);
    for (int i = j + 1; i < n; i++) {
      for (int k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[j * n + k];
      A[i * n + j] /= A[j * n + j];
    }
  }
}

// Right-looking (outer products).
#pragma loopgen offload
#pragma loopgen validate(n = 40) init(init_dominant2)
void cholesky_outer(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'k', 'i' do not run as wavefronts: isl proves no hyperplane
  for (int k = 0; k < n; k++) {
    A[k][k] = std::sqrt(A[k][k]);
    for (int i = k + 1; i < n; i++)
      A[i][k] /= A[k][k];
    for (int j = k + 1; j < n; j++)
      for (int i = j; i < n; i++)
        A[i][j] -= A[i][k] * A[j][k];
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
