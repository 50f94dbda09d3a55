// RUN: loopgen %s --print-after=privatize -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=33 --size m=70 | FileCheck %s --check-prefix=PASS
// When a parameter array is a temporary of a loop (a fixed element written
// in every iteration), the loop's body is split into the last iteration and
// the others. The others' copy of the body declares its own scalars and
// arrays: sharing them with the last iteration's, privatization moved both
// declarations into the same inner loop, and the kernel declared the
// variable twice.

#pragma loopgen offload
#pragma loopgen array(d[m], a[n], out[n][m])
#pragma loopgen validate(n = 37, m = 45)
void scalar_temp(int n, int m, const double *d, double *a, double *out) {
  for (int i = 0; i < n; ++i) {
    double t = 0.0;
    for (int j = 0; j < m; ++j) {
      t = d[j] * i;
      a[n - 1] = t + 1.0;
      out[i * m + j] = 2.0 * t;
    }
  }
}
// IR-LABEL: func scalar_temp(
// IR: if i == n - 1 {
// IR-NEXT: for j in [0, m) sequential {
// IR-NEXT: var t: double
// IR-NEXT: t = d[j] * i
// IR: } else {
// IR-NEXT: for j in [0, m) sequential {
// IR-NEXT: var t_1: double
// IR-NEXT: array a_private: double[n] (vector, zeroed)
// IR-NEXT: t_1 = d[j] * i
// IR-NEXT: a_private[n - 1] = t_1 + 1.0
// IR-NEXT: out[i * m + j] = 2.0 * t_1
// CUDA-LABEL: void scalar_temp_kernel1(
// CUDA: if (i == n - 1) {
// CUDA: double t;
// CUDA-NOT: double t
// CUDA: } else {
// CUDA-NEXT: for (int j = 0; j < m; ++j) {
// CUDA-NEXT: double t_1;
// CUDA-NEXT: t_1 = d[j] * i;

// The same for a local array.
#pragma loopgen offload
#pragma loopgen array(d[m], a[n], out[n][m])
#pragma loopgen validate(n = 37, m = 45)
void array_temp(int n, int m, const double *d, double *a, double *out) {
  for (int i = 0; i < n; ++i) {
    double r[2];
    for (int j = 0; j < m; ++j) {
      r[0] = d[j] * i;
      r[1] = d[j] - i;
      a[n - 1] = r[0] + r[1];
      out[i * m + j] = r[0] * r[1];
    }
  }
}
// IR-LABEL: func array_temp(
// IR: if i == n - 1 {
// IR-NEXT: for j in [0, m) sequential {
// IR-NEXT: array r: double[2]
// IR: } else {
// IR-NEXT: for j in [0, m) sequential {
// IR-NEXT: array r_1: double[2]
// IR-NEXT: array a_private: double[n] (vector, zeroed)
// IR-NEXT: r_1[0] = d[j] * i
// CUDA-LABEL: void array_temp_kernel1(
// CUDA: if (i == n - 1) {
// CUDA: double r[2];
// CUDA-NOT: double r[2];
// CUDA: } else {
// CUDA-NEXT: for (int j = 0; j < m; ++j) {
// CUDA-NEXT: double r_1[2];

// PASS: PASS: 2 of 2 functions match the sequential original
