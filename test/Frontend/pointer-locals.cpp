// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=index-scalars -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// Pointer locals into arrays: a pointer is held as the subscripts of the row
// it points into and an offset along it, evaluated where it is declared;
// p[j] and *(p + j) are the row's elements at that offset + j. Index
// arithmetic then reaches the subscripts, so these nests are as parallel as
// if they were written with subscripts.
#include <cstddef>
#include <vector>

// Row pointers into a flat matrix: y = A x.
#pragma loopgen offload
#pragma loopgen validate(n = 70, m = 45)
#pragma loopgen array(A[n*m], x[m], y[n])
void matvec(int n, int m, const float *A, const float *x, float *y) {
  for (int i = 0; i < n; i++) {
    // CHECK: :[[@LINE+1]]:18: remark: 'row' is replaced by its value '(long)(i * m)'
    const float *row = A + i * m;
    float s = 0;
    for (int j = 0; j < m; j++)
      s += row[j] * x[j];
    y[i] = s;
  }
  // CHECK: :[[@LINE-8]]:3: remark: loop over 'i' is parallel
}
// IR-LABEL: func matvec
// IR: s += A[(long)(i * m) + j] * x[j]

// &A[k], a write through a pointer, and a stencil's three rows.
#pragma loopgen offload
#pragma loopgen validate(n = 33, m = 47)
#pragma loopgen array(in[n*m], out[n*m])
void blur(int n, int m, const float *in, float *out) {
  // CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
  for (int i = 1; i < n - 1; i++) {
    const float *up = &in[(i - 1) * m], *mid = in + i * m,
                *down = in + (i + 1) * m;
    float *o = out + i * m;
    for (int j = 1; j < m - 1; j++)
      o[j] = 0.25f * (up[j] + down[j] + mid[j - 1] + *(mid + j + 1));
  }
}
// IR-LABEL: func blur
// IR: out[(long)(i * m) + j] = 0.25f * (in[(long)((i - 1) * m) + j] + in[(long)((i + 1) * m) + j] + in[(long)(i * m) + (j - 1)] + in[(long)(i * m) + j + 1])

// A row of a C array, and the data of a row of a nested vector.
#define N 24
#pragma loopgen offload
void add_transposed(float A[N][N], const float B[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < N; i++) {
    float *a = A[i];
    for (int j = 0; j < N; j++)
      a[j] += B[j][i];
  }
}
// IR-LABEL: func add_transposed
// IR: A[i][0 + j] += B[j][i]

#pragma loopgen offload
#pragma loopgen validate(n = 30, m = 20)
#pragma loopgen array(M[n][m], s[n])
void row_sums(int n, int m, const std::vector<std::vector<double>> &M,
              std::vector<double> &s) {
  for (int i = 0; i < n; i++) {
    const double *r = M[i].data();
    double acc = 0;
    for (int j = 0; j < m; j++)
      acc += r[j];
    s[i] = acc;
  }
}

// A pointer that walks: its offset is a scalar that changes, so the walk
// stays in one thread; the loop around it is still parallel.
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 29)
#pragma loopgen array(A[n*m], s[m])
void column_sums(int n, int m, const double *A, double *s) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'j' is parallel
  for (int j = 0; j < m; j++) {
    const double *p = A + j;
    double acc = 0;
    for (int i = 0; i < n; i++) {
      acc += *p;
      p += m;
    }
    s[j] = acc;
  }
}

// Pointers passed to helpers: the offset travels with the argument.
static float dot(const float *a, const float *b, int m) {
  float s = 0;
  for (int k = 0; k < m; k++)
    s += a[k] * b[k];
  return s;
}
static void axpy(float *y, const float *x, float alpha, int m) {
  for (int k = 0; k < m; k++)
    y[k] += alpha * x[k];
}

#pragma loopgen offload
#pragma loopgen validate(n = 35, m = 41)
#pragma loopgen array(A[n*m], x[m], y[n], Y[n*m])
void helpers(int n, int m, const float *A, const float *x, float *y, float *Y) {
  for (int i = 0; i < n; i++)
    y[i] = dot(A + i * m, x, m);
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; i++)
    axpy(&Y[i * m], A + (size_t)i * m, x[i % m], m);
}
// IR-LABEL: func helpers
// IR: s += A[i * m + k] * x[k]
// IR: Y[i * m + k] += alpha * A[(unsigned long)i * m + k]
// VALID: PASS: 6 of 6 functions match the sequential original
