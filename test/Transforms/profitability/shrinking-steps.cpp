// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --format-style=none -o - | FileCheck %s --check-prefix=GUARD
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size m=3,n=2 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Right-looking steps run on the host where their launches would have few
// iterations on average: about 7680 a launch. The test at run time reads
// the first step's largest kernel, which the later steps shrink in as many
// loops as move with the step index (d): on average 1 / (d + 1) of it.
// symm's update moves in its rows only (d = 1, 3 launches a step: 7680 *
// 3 * 2); an H200 ran PolyBench's symm at m = 200, n = 240 2.2 x faster
// than one core so, where the earlier rule (24576 a launch of a step,
// however the steps shrink) had kept it on the host. trmm launches once a
// step (d = 1).
#define M 64
#define N 72

// PolyBench's symm.
#pragma loopgen offload
#pragma loopgen validate(m = 40, n = 50, alpha = 1.5, beta = 1.2)
void symm(int m, int n, double alpha, double beta, double C[M][N],
          double A[M][M], double B[M][N]) {
  int i, j, k;
  double temp2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
// CHECK: :[[@LINE-14]]:6: remark: 'symm' runs on the host as written when the first step of its right-looking loops has few iterations in its largest kernel (below LOOPGEN_HOST_BELOW, 46080 by default for its 3 launches a step, at run time)
// GUARD-LABEL: {{^}}void symm(
// GUARD: {{^ +}}if (((long long)(((long long)m - 2) * (long long)n) < loopgen_host_below(46080)) &&

// PolyBench's trmm.
#pragma loopgen offload
#pragma loopgen validate(m = 40, n = 50, alpha = 1.5)
void trmm(int m, int n, double alpha, double A[M][M], double B[M][N]) {
  int i, j, k;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
// CHECK: :[[@LINE-9]]:6: remark: 'trmm' runs on the host as written when the first step of its right-looking loops has few iterations in its largest kernel (below LOOPGEN_HOST_BELOW, 15360 by default for its 1 launches a step, at run time)
// GUARD-LABEL: {{^}}void trmm(
// GUARD: {{^ +}}if (((long long)(((long long)m - 1) * (long long)n) < loopgen_host_below(15360)) &&
// VALID: PASS: 2 of 2 functions match the sequential original
