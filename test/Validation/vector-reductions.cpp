// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=7 | FileCheck %s --check-prefix=PASS
// A reduction's loop reads the elements at its index as vectors (16 bytes:
// 4 floats, 2 doubles; the widest element decides), then the last few one
// at a time: whatever the element's expression (an if, the index itself),
// as long as every iteration reads them. Reads that only some iterations
// make stay as written.
// clang-format off
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1003)
float max_abs(int n, const float *x) {
  float m = 0;
  for (int i = 0; i < n; i++)
    m = fmaxf(m, fabsf(x[i]));
  return m;
}
// CHECK-LABEL: __global__ void max_abs_kernel0(
// CHECK: loopgen_load(x + loopgen_v * 4, loopgen_x_0, loopgen_x_1, loopgen_x_2, loopgen_x_3);
// CHECK: loopgen_private_m = fmaxf(loopgen_private_m, fabsf(loopgen_x_3));

// Floats beside doubles: two of each a load.
#pragma loopgen offload
#pragma loopgen array(w[n], v[n])
#pragma loopgen validate(n = 999)
void weighted(int n, const float *w, const double *v, double &out) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += w[i] * v[i] + i;
  out = s;
}
// CHECK-LABEL: __global__ void weighted_kernel0(
// CHECK: loopgen_load(w + loopgen_v * 2, loopgen_w_0, loopgen_w_1);
// CHECK: loopgen_load(v + loopgen_v * 2, loopgen_v_0, loopgen_v_1);
// CHECK: const int i = (int)(loopgen_v * 2 + 1);
// CHECK-NEXT: loopgen_private_s += loopgen_w_1 * loopgen_v_1 + i;

// A count under an if: the condition's read is every iteration's.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1001)
int count_between(int n, const int *x, const int *y) {
  int c = 0;
  for (int i = 0; i < n; i++)
    if (x[i] > 5 && x[i] < 50000)
      c += y[i] & 1;
  return c;
}
// CHECK-LABEL: __global__ void count_between_kernel0(
// CHECK: loopgen_load(x + loopgen_v * 4,
// CHECK-NOT: loopgen_load(y
// CHECK: const int i = (int)(loopgen_v * 4 + 0);
// CHECK-NEXT: if ((loopgen_x_0 > 5) && (loopgen_x_0 < 50000)) {
// CHECK-NEXT: loopgen_private_c += y[i] & 1;

// Only read under a condition: no vectors.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000, k = 3)
double guarded(int n, int k, const double *x) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += k > 2 ? x[i] : 1.0;
  return s;
}
// CHECK-LABEL: __global__ void guarded_kernel0(
// CHECK-NOT: loopgen_load
// CHECK: loopgen_reduce_block

// PASS: PASS: 4 of 4 functions match the sequential original
