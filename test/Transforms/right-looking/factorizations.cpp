// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=right-looking -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s -o - 2>/dev/null | FileCheck %s --check-prefix=GUARD
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=3 | FileCheck %s --check-prefix=VALID
// LU and Cholesky written row by row (left-looking), in the styles people
// write them: the loops over k move outermost (right-looking), each step
// scaling a column and then updating the rest of the matrix as a 2-D
// parallel loop.
#include <algorithm>
#include <cmath>
#define N 64

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// PolyBench's LU: the part of the row left of the diagonal, then the rest.
// Its two loops over j are fused into one (j < i, j >= i), whose two sums
// over k are one update of the trailing matrix.
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_spd)
void lu(int n, double A[N][N]) {
  int i, j, k;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking, the loop over 'k' outermost: each step finishes the elements whose loops over 'k' end there, then updates the others in parallel over 'i', 'j'; isl proves that every dependence keeps its order
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
// A small matrix is faster on the CPU: below 7680 iterations a launch on
// average (the first step's trailing update, shrinking in 2 loops, averages
// a third of it; 2 launches a step: LOOPGEN_HOST_BELOW), the call runs the
// original.
// CHECK: :[[@LINE-19]]:6: remark: 'lu' runs on the host as written when the first step of its right-looking loops has few iterations in its largest kernel (below LOOPGEN_HOST_BELOW, 46080 by default for its 2 launches a step, at run time)
// GUARD-LABEL: {{^}}void lu(int n, double A[N][N]) {
// GUARD-NEXT: {{^ +}}if (((long long)(((long long)n - 1) * ((long long)n - 1)) <
// GUARD-NEXT: {{^ +}}loopgen_host_below(46080)) &&
// GUARD: // Too little work for the GPU.
// GUARD: {{^ +}}return lu_on_host(n, A);
// IR-LABEL: func lu(
// IR-NEXT:   for k in [0, n - 1) sequential [right-looking steps] {
// IR-NEXT:     for i in [k + 1, n) parallel {
// IR-NEXT:       A[i][k] /= A[k][k]
// IR-NEXT:     }
// IR-NEXT:     for i in [k + 1, n) parallel {
// IR-NEXT:       for j in [k + 1, n) parallel {
// IR-NEXT:         A[i][j] -= A[i][k] * A[k][j]
// IR-NEXT:       }
// IR-NEXT:     }
// IR-NEXT:   }
// IR-NEXT: }

// A local accumulator, flat indexing, loops declaring their indices: the
// sum runs in the element it was loaded from.
static void init_dominant(int n, float *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0f / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 29) init(init_dominant)
void lu_local(int n, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
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
// IR-LABEL: func lu_local(
// IR:       A[i * n + k] = A[i * n + k] / A[k * n + k]
// IR:       for j in [k + 1, n) parallel {
// IR-NEXT:    A[i * n + j] -= A[i * n + k] * A[k * n + j]

// One loop over the row, its sum bounded by std::min(i, j) (isl reads it
// as k < i and k < j): the scaling runs where the sum ends, at j.
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_spd)
void lu_min(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      for (int k = 0; k < std::min(i, j); ++k)
        A[i][j] -= A[i][k] * A[k][j];
      if (j < i)
        A[i][j] /= A[j][j];
    }
}
// IR-LABEL: func lu_min(
// IR-NEXT:   for k in [0, n - 1) sequential [right-looking steps] {

// PolyBench's Cholesky: the square root of the diagonal runs in the step
// of its last update, so that each step is two launches: the column, then
// the trailing triangle (its diagonal and the root under ifs).
#pragma loopgen offload
#pragma loopgen validate(n = 33) init(init_spd)
void cholesky(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
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
// The trailing triangle has about half the iterations of its box.
// GUARD-LABEL: {{^}}void cholesky(int n, double A[N][N]) {
// GUARD-NEXT: {{^ +}}if (((long long)(((long long)n - 1) * ((long long)n - 1) / 2) <
// GUARD-NEXT: {{^ +}}loopgen_host_below(46080)) &&
// IR-LABEL: func cholesky(
// IR-NEXT:   if n >= 1 {
// IR-NEXT:     A[0][0] = sqrt(A[0][0])
// IR-NEXT:   }
// IR-NEXT:   for k in [0, n - 1) sequential [right-looking steps] {
// IR-NEXT:     for i in [k + 1, n) parallel {
// IR-NEXT:       A[i][k] /= A[k][k]
// IR-NEXT:     }
// IR-NEXT:     for i in [k + 1, n) parallel {
// IR-NEXT:       for j in [k + 1, i + 1) parallel {
// IR-NEXT:         if i >= j + 1 {
// IR-NEXT:           A[i][j] -= A[i][k] * A[j][k]
// IR-NEXT:         }
// IR-NEXT:         if j == i {
// IR-NEXT:           A[i][i] -= A[i][k] * A[i][k]
// IR-NEXT:         }
// IR-NEXT:         if (i == k + 1) && (j == k + 1) {
// IR-NEXT:           A[i][i] = sqrt(A[i][i])

// The diagonal inside the row loop (j <= i), a local sum stored under an
// if: under either branch the store writes the element the sum was loaded
// from (isl proves A[i][i] is A[i][j] where i == j), so the sum runs there.
#pragma loopgen offload
#pragma loopgen validate(n = 35) init(init_spd)
void cholesky_sum(int n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
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
// IR-LABEL: func cholesky_sum(
// IR:       for j in [k + 1, i + 1) parallel {
// IR-NEXT:    A[i][j] -= A[i][k] * A[j][k]
// IR-NEXT:    if (i == k + 1) && (j == k + 1) {
// IR-NEXT:      A[i][i] = sqrt(A[i][j])

// The same through a flat pointer.
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 34) init(init_dominant)
void cholesky_flat(int n, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
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
// VALID: PASS: 6 of 6 functions match the sequential original
