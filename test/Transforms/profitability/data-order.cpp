// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --format-style=none -o - | FileCheck %s --check-prefix=GUARD
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW= loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=1,m=0 | FileCheck %s --check-prefix=VALID
// Work of the order of the data (each matrix element used about once):
// each call runs the original where the run-time model finds the host
// faster than copying the data to the GPU and back
// (loopgen_host_is_faster). The guard reads the work, the iterations of
// the statements of the highest order (their loops' trip counts
// multiplied), from the parameters on entry, with what an iteration costs
// a core (operations, bytes streamed from memory) in the loops the host
// copy runs on its cores and in the rest, and the bytes the copies move.
// Products of matrices (work of a higher order than the data) get no such
// guard. Styles: PolyBench's C arrays, flat vectors with a column walk,
// math functions per element, a branch on data.
#include <cmath>
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
// Two statements of the highest order, each streaming one matrix's
// elements (8 bytes); x[j] and tmp[i] stay in cache. The row loop runs on
// the host's cores.
// CHECK: :[[@LINE-15]]:6: remark: 'gesummv' does as much work as it has data: a call runs on the host where that is faster than copying its arrays to the GPU and back (decided at run time from the sizes and the host's threads, 2.0 operations and 8.0 bytes from memory an iteration; LOOPGEN_HOST_BELOW=0 always runs the GPU)
// GUARD-LABEL: {{^}}void gesummv(
// GUARD: {{^ +}}if ((loopgen_host_is_faster((long long)(2 * (long long)n * (long long)n), 2.0, 8.0, 0.0, 0.0, 1.0 * (double)((size_t)(64) * (size_t)(64)) * sizeof(double) + 1.0 * (double)((size_t)(64) * (size_t)(64)) * sizeof(double)
// GUARD-NEXT: {{^ +}}loopgen_report_small("gesummv");
// GUARD-NEXT: {{^ +}}return gesummv_on_host(

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
// The rank-1 update reads and writes back A (16 bytes); the product with
// the transpose walks A's columns, strided by n (four times its 8 bytes).
// CHECK: :[[@LINE-15]]:6: remark: 'rank1_then_gemvt' does as much work as it has data: {{.*}} 2.0 operations and 24.0 bytes from memory an iteration
// GUARD-LABEL: {{^}}void rank1_then_gemvt(
// GUARD: {{^ +}}if ((loopgen_host_is_faster((long long)(2 * (long long)m * (long long)n), 2.0, 24.0, 0.0, 0.0,

// Options priced one by one: exp, log and sqrt weigh as many operations.
#pragma loopgen offload
#pragma loopgen validate(n = 500)
void discount(int n, const std::vector<float> &rate, const std::vector<float> &t,
              std::vector<float> &df) {
  for (int i = 0; i < n; ++i)
    df[i] = std::exp(-rate[i] * t[i]) * std::sqrt(1.0f + std::log(1.0f + t[i]));
}
// CHECK: :[[@LINE-5]]:6: remark: 'discount' does as much work as it has data: {{.*}} 41.0 operations and 16.0 bytes from memory an iteration
// GUARD-LABEL: {{^}}void discount(
// GUARD: {{^ +}}if ((loopgen_host_is_faster((long long)((long long)n), 41.0, 16.0, 0.0, 0.0, 1.0 * (double)((size_t)(rate_size)) * sizeof(float) + 1.0 * (double)((size_t)(t_size)) * sizeof(float) + 2.0 * (double)((size_t)(df_size)) * sizeof(float)

// A threshold over a flat image: `&&` on data is a branch no pattern
// predicts (8 operations), the two statements' bytes counted once each.
#pragma loopgen offload
#pragma loopgen array(img[h * w], mask[h * w])
#pragma loopgen validate(h = 30, w = 40, lo = 0.3f, hi = 0.7f)
void threshold(int h, int w, float lo, float hi, const float *img, char *mask) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float v = img[y * w + x];
      mask[y * w + x] = v >= lo && v < hi;
    }
}
// CHECK: :[[@LINE-7]]:6: remark: 'threshold' does as much work as it has data: {{.*}} 5.0 operations and 3.0 bytes from memory an iteration

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
// CHECK-NOT: 'matmul' does as much work as it has data
// GUARD-LABEL: {{^}}void matmul(
// GUARD-NOT: loopgen_host_is_faster
// GUARD: {{^ +}}LOOPGEN_LAUNCH(matmul_kernel
// VALID: PASS: 5 of 5 functions match the sequential original
