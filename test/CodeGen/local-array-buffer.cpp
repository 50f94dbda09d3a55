// RUN: loopgen %s --force-gpu --format-style=none -o - | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// A local C array of more than one dimension declared in the function and
// used by kernels is a device buffer, a flat pointer: its accesses in the
// kernels are flattened. They were printed as declared (t[k][i] on a
// double *), and the output did not compile (scripts/loopgen-stress, seed
// 105: a parameter array privatized as a copy declared before its loop).
// An array declared in a kernel's thread keeps its dimensions.
#define N 64
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(n = 30)
#pragma loopgen array(a[n])
void table(int n, double *a) {
  double t[4][64];
  for (int i = 0; i < 64; ++i)
    for (int k = 0; k < 4; ++k)
      t[k][i] = i * k;
  for (int i = 0; i < n; ++i)
    a[i] = t[i % 4][i % 64] + 1;
}
// CHECK-LABEL: {{^}}__global__ void table_kernel0(
// CHECK: {{^ +}}t[k * 64 + i] = i * k;
// CHECK-LABEL: {{^}}__global__ void table_kernel1(
// CHECK: {{^ +}}a[i] = t[i % 4 * 64 + i % 64] + 1;

// The stress campaign's program, reduced: 'u' is the loop's temporary but
// for its last iteration, and its private copy lives across the loop.
#pragma loopgen offload
#pragma loopgen validate(n = 5, alpha = 1.25)
void private_copy(int n, double alpha, double u[1][1][33]) {
  for (int i1 = 0; i1 < n - 2; ++i1) {
    for (int i2 = 1; i2 < 33; i2 += 2) {
      u[0][1 - 1][33 - 1 - i2 + 1] = alpha;
    }
  }
}
// CHECK-LABEL: {{^}}__global__ void private_copy_kernel
// CHECK: {{^ +}}u_private[(1 - 1) * 33 + (33 - 1 - i2 + 1)] = alpha;

// A per-thread array: the loop is distributed around its two inner loops,
// the array expanded to one row of elements per iteration.
#pragma loopgen offload
#pragma loopgen validate(n = 30)
void per_thread(int n, double a[N][4]) {
  for (int i = 0; i < n; ++i) {
    double w[2][4];
    for (int k = 0; k < 4; ++k) {
      w[0][k] = a[i][k];
      w[1][k] = 2 * a[i][k];
    }
    for (int k = 0; k < 4; ++k)
      a[i][k] = w[0][k] + w[1][3 - k];
  }
}
// CHECK-LABEL: {{^}}__global__ void per_thread_kernel0(
// CHECK: {{^ +}}w[k * n + i] = a[i * 4 + k];
// CHECK-NEXT: {{^ +}}w[(1 * 4 + k) * n + i] = 2 * a[i * 4 + k];
// CHECK-LABEL: {{^}}__global__ void per_thread_kernel1(
// CHECK: {{^ +}}a[i * 4 + k] = w[k * n + i] + w[(1 * 4 + (3 - k)) * n + i];
// Other styles: a 3-D table, filled in parallel, reduced into the output.
#pragma loopgen offload
#pragma loopgen validate(n = 20)
void cube(int n, double out[N]) {
  float c[3][5][7];
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 5; ++b)
      for (int d = 0; d < 7; ++d)
        c[a][b][d] = a + 0.5f * b - d;
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int a = 0; a < 3; ++a)
      for (int d = 0; d < 7; ++d)
        s += c[a][i % 5][d];
    out[i] = s;
  }
}
// A local array written by a kernel, then read on the host.
#pragma loopgen offload
#pragma loopgen validate(n = 20)
double host_reads(int n, double x[N]) {
  double sq[8][8];
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      sq[i][j] = i * j + x[(i + j) % 4];
  double t = 0;
  for (int i = 0; i < 8; ++i)
    t += sq[i][7 - i];
  for (int i = 0; i < n; ++i)
    x[i] = x[i] * sq[i % 8][i % 3] + t;
  return t;
}
// A stencil over a local scratch with a halo, copied back.
#pragma loopgen offload
#pragma loopgen validate(n = 30)
void scratch(int n, double a[N][N]) {
  double s[N + 2][N + 2];
  for (int i = 0; i < N + 2; ++i)
    for (int j = 0; j < N + 2; ++j)
      s[i][j] = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      s[i + 1][j + 1] = a[i][j];
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i][j] = 0.25 * (s[i][j + 1] + s[i + 2][j + 1] + s[i + 1][j] + s[i + 1][j + 2]);
}
// VALID: PASS: 6 of 6 functions match the sequential original
