// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o - 2>/dev/null | FileCheck %s --check-prefix=GUARD
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// LU written row by row, as PolyBench writes it: for each row, the part
// left of the diagonal (a triangular solve along the row), then the rest.
// The two loops over j cover [0, i) and [i, n): fused, they run in the
// same order, and the nest runs as wavefronts i + j.
#include <cmath>
#define N 64

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_spd)
void lu(int n, double A[N][N]) {
  int i, j, k;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++) {
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    }
  }
}

// A warp runs each iteration of a wave, its lanes sharing the loop over k
// (under the ifs of the fused row); a wave's iterations are few below 384
// rows, where the host is faster (bench/wavefront on an H100).
// GUARD: kernel for the loop at factorizations.cpp:[[@LINE-16]]:3 (grid x: i, one warp per iteration; its lanes share the loops at factorizations.cpp:[[@LINE-14]]:7, factorizations.cpp:[[@LINE-9]]:7)
// GUARD-LABEL: void lu(int n, double A[64][64]) {
// GUARD: if ((long long)(n) < loopgen_host_below(384)) // Few iterations per launch.
// GUARD-NEXT: return lu_on_host(n, A);

// The same with a scalar accumulator and loops declaring their indices.
// Well-conditioned inputs: without pivoting, random ones are not, and the
// lanes that share each k loop round its sum in another order.
static void init_dominant(int n, float *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0f / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 29) init(init_dominant)
void lu_local(int n, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      float w = A[i * n + j];
      for (int k = 0; k < j; k++)
        w -= A[i * n + k] * A[k * n + j];
      A[i * n + j] = w / A[j * n + j];
    }
    for (int c = i; c < n; c++) {
      float w = A[i * n + c];
      for (int k = 0; k < i; k++)
        w -= A[i * n + k] * A[k * n + c];
      A[i * n + c] = w;
    }
  }
}

// Cholesky as PolyBench writes it: the diagonal, after the loop over the
// row left of it, runs as the row's last iteration (j = i).
#pragma loopgen offload
#pragma loopgen validate(n = 33) init(init_spd)
void cholesky(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = std::sqrt(A[i][i]);
  }
}

// Cholesky with the diagonal inside the row loop (j <= i) and a sum.
#pragma loopgen offload
#pragma loopgen validate(n = 35) init(init_spd)
void cholesky_sum(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      double s = A[i][j];
      for (int k = 0; k < j; ++k)
        s -= A[i][k] * A[j][k];
      if (i == j)
        A[i][i] = std::sqrt(s);
      else
        A[i][j] = s / A[j][j];
    }
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
  // CHECK: :[[@LINE+1]]:3: warning: 'lower_solve' runs on the host as written: the loop over 'wave' {{.*}}, and does as much work as it has data to copy to the GPU
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

// Cholesky through a flat pointer, updating the element itself: the
// element is held in a register (its linear subscripts split into rows and
// columns within the ifs of the fused row), so that a warp shares each k
// loop as in the C-array form.

// GUARD: kernel for the loop at factorizations.cpp:[[@LINE+6]]:3 (grid x: i, one warp per iteration; its lanes share the loops at factorizations.cpp:[[@LINE+8]]:7, factorizations.cpp:[[@LINE+12]]:5)
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 34) init(init_dominant)
void cholesky_flat(int n, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < i; ++j) {
      for (int k = 0; k < j; ++k)
        A[i * n + j] -= A[i * n + k] * A[j * n + k];
      A[i * n + j] /= A[j * n + j];
    }
    for (int k = 0; k < i; ++k)
      A[i * n + i] -= A[i * n + k] * A[i * n + k];
    A[i * n + i] = std::sqrt(A[i * n + i]);
  }
}
// VALID: PASS: 7 of 7 functions match the sequential original
