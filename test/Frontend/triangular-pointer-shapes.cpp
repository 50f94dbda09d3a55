// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=7,max_lag=9 | FileCheck %s
// Pointers read in triangular loops get their shapes: where the inner
// range is never empty (`j <= i`) its reach is the shape's; where it may be
// (`t + lag < n` for lag up to max_lag, past n at these sizes), the
// access must stay within what the others reach. (Both were "not
// rectangular" errors.)
#include <cmath>
// A lower triangle times a vector: L only read at j <= i.
// SHAPE: triangular-pointer-shapes.cpp:[[@LINE+3]]:43: remark: the shape of 'L' is L[n][n], indexed linearly
#pragma loopgen offload
#pragma loopgen validate(n = 200)
void lower_solve_rhs(int n, const double *L, const double *b, double *y) {
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j <= i; ++j)
      s += L[i * n + j] * b[j];
    y[i] = s;
  }
}
// Autocorrelation: x's shape from the mean's loop; its triangle within it.
// SHAPE: triangular-pointer-shapes.cpp:[[@LINE+3]]:28: remark: the shape of 'x' is x[n]
#pragma loopgen offload
#pragma loopgen validate(n = 1000, max_lag = 64)
void autocorr(const float *x, float *r, int n, int max_lag) {
  float mean = 0;
  for (int t = 0; t < n; ++t) mean += x[t];
  mean /= n;
  for (int lag = 0; lag < max_lag; ++lag) {
    float s = 0;
    for (int t = 0; t + lag < n; ++t) s += (x[t] - mean) * (x[t + lag] - mean);
    r[lag] = s;
  }
}
// Strictly earlier elements only: the shape is given (Errors/shape-only-under-conditions.cpp
// has it without).
#pragma loopgen array(v[n])
#pragma loopgen offload
#pragma loopgen validate(n = 200)
void prefix_excl(int n, const int *v, int *out) {
  for (int i = 0; i < n; ++i) {
    int c = 0;
    for (int j = 0; j < i; ++j) c += v[j];
    out[i] = c;
  }
}

// The rest of the array from each element (was pointer-needs-shape.cpp's
// "not rectangular" case): j < n - i is never empty for i < n.
// SHAPE: triangular-pointer-shapes.cpp:[[@LINE+3]]:48: remark: the shape of 'a' is a[n]
#pragma loopgen offload
#pragma loopgen validate(n = 300)
void suffix_sums(int n, float *b, const float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n - i; ++j)
      b[i] += a[i + j];
}

// CHECK-NOT: FAIL
// CHECK: PASS: 4 of 4 functions match the sequential original
