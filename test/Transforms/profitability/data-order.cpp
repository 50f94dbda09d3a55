// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --format-style=none -o - | FileCheck %s --check-prefix=GUARD
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW= loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=1,m=0 | FileCheck %s --check-prefix=VALID
// Work of the order of the data (each matrix element used about once):
// below LOOPGEN_HOST_BELOW iterations of its statements of the highest
// order, summed (1572864 by default), copying the data to the GPU and back
// costs more than the CPU takes, and the call runs the original (on an
// H100, PolyBench's gemver, gesummv and atax at MEDIUM ran 0.56 to 0.94 x
// one core end to end on the GPU). The guard reads the work of each such
// statement, its loops' trip counts multiplied, from the parameters on
// entry. Products of matrices (work of a higher order than the data) get
// no such guard.
#include <vector>
#define N 64

// gesummv, as PolyBench writes it.
#pragma loopgen offload
#pragma loopgen validate(n = 50, alpha = 1.5, beta = 1.2)
void gesummv(int n, double alpha, double beta, double A[N][N], double B[N][N],
             double tmp[N], double x[N], double y[N]) {
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
// CHECK: :[[@LINE-12]]:6: remark: 'gesummv' runs on the host as written when its work is small (below LOOPGEN_HOST_BELOW, 1572864 iterations by default, at run time): it does as much work as it has data
// GUARD-LABEL: void gesummv(
// GUARD: if ((long long)(2 * (long long)n * (long long)n) < loopgen_host_below(1572864))
// GUARD-NEXT: loopgen_report_small("gesummv");
// GUARD-NEXT: return gesummv_on_host(

// A rank-1 update and a product with the transpose over flat vectors.
#pragma loopgen offload
#pragma loopgen validate(m = 30, n = 40)
#pragma loopgen array(A[m * n])
void rank1_then_gemvt(int m, int n, std::vector<double> &A,
                      const std::vector<double> &u, const std::vector<double> &v,
                      std::vector<double> &w) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      A[i * n + j] += u[i] * v[j];
  for (int j = 0; j < n; ++j) {
    double s = 0;
    for (int i = 0; i < m; ++i)
      s += A[i * n + j] * u[i];
    w[j] = s;
  }
}
// CHECK: :[[@LINE-13]]:6: remark: 'rank1_then_gemvt' runs on the host as written when its work is small
// GUARD-LABEL: void rank1_then_gemvt(
// GUARD: if ((long long)(2 * (long long)m * (long long)n) < loopgen_host_below(1572864))

// A product of matrices does n times the work of its data: no guard.
#pragma loopgen offload
#pragma loopgen validate(n = 20)
#pragma loopgen array(a[n * n], b[n * n], c[n * n])
void matmul(int n, const float *a, const float *b, float *c) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}
// CHECK-NOT: 'matmul' runs on the host
// GUARD-LABEL: void matmul(
// GUARD-NOT: loopgen_host_below
// GUARD: LOOPGEN_LAUNCH(matmul_kernel
// VALID: PASS: 3 of 3 functions match the sequential original
