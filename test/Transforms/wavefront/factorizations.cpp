// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// Triangular solves that run as wavefronts (factorizations whose sums move
// outermost run right-looking instead: test/Transforms/right-looking).
#include <cmath>
#define N 64

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// Forward substitution with a statement before the row's loop and one
// after: they run at j = -1 and j = i. Its work is of the order of its
// data: copying L to the GPU costs what the CPU takes, so it stays on the
// host (the validation above forces the kernels).
static void init_solve(int n, double A[N][N], double *x, double *b) {
  init_spd(n, A);
  for (int i = 0; i < n; i++) {
    x[i] = 0;
    b[i] = 1 + i % 5;
  }
}

#pragma loopgen offload
#pragma loopgen array(x[n], b[n])
#pragma loopgen validate(n = 31) init(init_solve)
void lower_solve(int n, double A[N][N], double *x, const double *b) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  // CHECK: :[[@LINE+1]]:3: warning: 'lower_solve' runs on the host as written: the loop over the wavefronts {{.*}} would run its wavefronts in tiles, but each cell does fewer than 5 operations, which cost the CPU about what copying the cell to the GPU and back costs
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= A[i][j] * x[j];
    x[i] = x[i] / A[i][i];
  }
}

// The same with a sum declared before the row's loop: the sum would have
// to be one per row, live across wavefronts, so the row is not fused
// and its loop runs as a reduction.
#pragma loopgen offload
#pragma loopgen array(x[n], b[n])
#pragma loopgen validate(n = 30) init(init_solve)
void lower_solve_sum(int n, double A[N][N], double *x, const double *b) {
  // CHECK-NOT: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= A[i][j] * x[j];
    x[i] = s / A[i][i];
  }
}

// VALID: PASS: 2 of 2 functions match the sequential original
