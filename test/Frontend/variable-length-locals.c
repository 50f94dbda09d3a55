// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=29,m=7 | FileCheck %s
// C99 variable-length local arrays (`double row[m];`, `float t[n][m]`):
// local arrays of those extents, as std::vector<T> v(n) is.

#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n])
#pragma loopgen validate(n = 512, m = 64)
void row_spread(int n, int m, const double *a, double *out) {
  double lo[n], hi[n];
  for (int i = 0; i < n; ++i) {
    lo[i] = a[i * m];
    hi[i] = a[i * m];
    for (int j = 1; j < m; ++j) {
      if (a[i * m + j] < lo[i])
        lo[i] = a[i * m + j];
      if (a[i * m + j] > hi[i])
        hi[i] = a[i * m + j];
    }
  }
  for (int i = 0; i < n; ++i)
    out[i] = hi[i] - lo[i];
}

#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m])
#pragma loopgen validate(n = 128, m = 32)
void transpose_twice(int n, int m, const float *a, float *b) {
  float t[m][n];
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      t[j][i] = a[i * m + j];
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < n; ++i)
      b[i * m + j] = 2.0f * t[j][i];
}

// CHECK: RESULT function=row_spread status=PASS
// CHECK: RESULT function=transpose_twice status=PASS
// CHECK: PASS: 2 of 2 functions match the sequential original
