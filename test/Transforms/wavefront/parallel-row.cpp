// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size m=7,n=5 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size m=1,n=0 | FileCheck %s --check-prefix=VALID
// A step whose row is a parallel loop with statements before it
// (Gram-Schmidt: a column's norm and scaling, then the rows of R and the
// update in parallel over j). Fused with those statements the row would
// run as wavefronts k + j, but its iterations run loops, so they would not
// run in tiles: each wavefront would launch fewer of them than the loop
// over j does under a host loop over k (an H100 ran PolyBench's
// gramschmidt 4.5 x slower so). A row whose iterations are single
// statements still runs as wavefronts, in tiles.
#include <cmath>
#include <vector>
#define M 64
#define N 64

static void init_qr(int m, int n, double A[M][N], double R[N][N],
                    double Q[M][N]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (i == j ? 4.0 : 0.0) + 1.0 / (1 + i + 2 * j);
      Q[i][j] = 0;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = 0;
}

// PolyBench's gramschmidt.
#pragma loopgen offload
#pragma loopgen validate(m = 40, n = 30) init(init_qr)
void gramschmidt(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  int i, j, k;
  double nrm;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'k', 'j' do not run as wavefronts: the loop over 'j' is parallel without the statements around it, and its iterations run loops
  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = std::sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    // CHECK: :[[@LINE+2]]:5: remark: loop over 'j' is distributed into 2 loops
    // CHECK: :[[@LINE+1]]:5: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

static void init_flat(int m, int n, std::vector<double> &A,
                      std::vector<double> &R) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? 4.0 : 0.0) + 1.0 / (1 + 2 * i + j);
  for (int i = 0; i < n * n; i++)
    R[i] = 0;
}

// Modified Gram-Schmidt in place over flat vectors (Q overwrites A), the
// dot products in locals, each loop with its own index.
#pragma loopgen offload
#pragma loopgen validate(m = 40, n = 30) init(init_flat)
#pragma loopgen array(A[m * n], R[n * n])
void mgs_flat(int m, int n, std::vector<double> &A, std::vector<double> &R) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'k', 'j' do not run as wavefronts: the loop over 'j' is parallel without
  for (int k = 0; k < n; ++k) {
    double s = 0;
    for (int i = 0; i < m; ++i)
      s += A[i * n + k] * A[i * n + k];
    double r = std::sqrt(s);
    R[k * n + k] = r;
    for (int i = 0; i < m; ++i)
      A[i * n + k] /= r;
    // CHECK: :[[@LINE+1]]:5: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
    for (int j = k + 1; j < n; ++j) {
      double d = 0;
      for (int i = 0; i < m; ++i)
        d += A[i * n + k] * A[i * n + j];
      R[k * n + j] = d;
      for (int i = 0; i < m; ++i)
        A[i * n + j] -= d * A[i * n + k];
    }
  }
}

static void init_lower(int n, double L[N][N], double x[N]) {
  for (int i = 0; i < n; i++) {
    x[i] = 1.0 + i % 5;
    for (int j = 0; j < n; j++)
      L[i][j] = i == j ? 2.0 + i % 3 : 1.0 / (n + i + j);
  }
}

// Forward substitution by columns: the row's iterations are single
// statements, and its wavefronts run in tiles.
#pragma loopgen offload
#pragma loopgen validate(n = 50) init(init_lower)
void forward_columns(int n, double L[N][N], double x[N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'j', 'i' run as wavefronts
  for (int j = 0; j < n; j++) {
    x[j] /= L[j][j];
    for (int i = j + 1; i < n; i++)
      x[i] -= L[i][j] * x[j];
  }
}
// VALID: PASS: 3 of 3 functions match the sequential original
