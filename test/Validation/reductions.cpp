// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// Every kind of scalar reduction, for integers, float and double, runs in
// parallel and matches the sequential loop (with one multiprocessor the
// 1-D kernels' threads each stride over many iterations).
#include <algorithm>
#include <cmath>

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (+ into 's'); its floating-point result is rounded in another order (--strict-fp keeps such loops sequential)
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100003)
double dot(int n, const double *x, const double *y) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (+ into 'pos', + into 'neg', * into 'prod')
#pragma loopgen offload
#pragma loopgen array(x[n], out[3])
#pragma loopgen validate(n = 5000)
void sums(int n, const float *x, float *out) {
  float pos = 1.5f, neg = 0, prod = 1;
  for (int i = 0; i < n; ++i) {
    if (x[i] > 0.5f)
      pos = pos + x[i];
    else
      neg -= x[i];
    prod = prod * (1.0f + x[i] / n);
  }
  out[0] = pos;
  out[1] = neg;
  out[2] = prod;
}

// CHECK: :[[@LINE+7]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (max into 'hi', min into 'lo', max into 'top', min into 'bottom', min into 'least')
#pragma loopgen offload
#pragma loopgen array(x[n], out[5])
#pragma loopgen validate(n = 7001)
void extremes(int n, const double *x, double *out) {
  double hi = -1e300, lo = 1e300, top = x[0], bottom = x[0];
  double least = 2;
  for (int i = 0; i < n; i++) {
    if (x[i] > hi)
      hi = x[i];
    lo = std::min(lo, x[i]);
    top = top > x[i] ? top : x[i];
    bottom = fmin(x[i], bottom);
    if (least > x[i] * 2)
      least = x[i] * 2;
  }
  out[0] = hi;
  out[1] = lo;
  out[2] = top;
  out[3] = bottom;
  out[4] = least;
}

// CHECK: :[[@LINE+7]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (+ into 'count', ^ into 'parity', | into 'bits', & into 'mask', max into 'biggest')
#pragma loopgen offload
#pragma loopgen array(v[n], out[5])
#pragma loopgen validate(n = 3001)
void integers(int n, const int *v, long long *out) {
  int count = 0, parity = 0, bits = 0, mask = -1;
  long long biggest = -5;
  for (int i = 0; i < n; i++) {
    if (v[i] % 3 == 0)
      count++;
    parity ^= v[i];
    bits |= v[i] & 0xff0;
    mask &= v[i] | 1;
    biggest = std::max(biggest, (long long)v[i] * v[i]);
  }
  out[0] = count;
  out[1] = parity;
  out[2] = bits;
  out[3] = mask;
  out[4] = biggest;
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (&& into 'sorted', || into 'any')
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 999)
int logic(int n, const float *x) {
  bool sorted = true, any = false;
  for (int i = 1; i < n; i++) {
    sorted = sorted && x[i - 1] <= x[i];
    any = any || x[i] > 0.999f;
  }
  return sorted + 2 * any;
}

// A 2-D reduction: both loops on the grid, one partial per block.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' is parallel: {{.*}}apart from a reduction (+ into 'total')
#pragma loopgen offload
#pragma loopgen array(A[n][m])
#pragma loopgen validate(n = 300, m = 70)
float matrix_sum(int n, int m, const float *A) {
  float total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      total += A[i * m + j];
  return total;
}

// The reduction's value feeds a parallel loop after it.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 4097)
void normalize(int n, const float *x, float *y) {
  float sq = 0;
  for (int i = 0; i < n; i++)
    sq += x[i] * x[i];
  float norm = sqrtf(sq) + 1.0f;
  for (int i = 0; i < n; i++)
    y[i] = x[i] / norm;
}

// Inside a sequential host loop: each step reduces, then updates.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000, steps = 4)
void steps(int n, int steps, float *x) {
  for (int t = 0; t < steps; t++) {
    float mean = 0;
    for (int i = 0; i < n; i++)
      mean += x[i];
    mean /= n;
    for (int i = 0; i < n; i++)
      x[i] -= 0.5f * mean;
  }
}
// Flags set under a condition: every iteration that stores one stores the
// same literal, so the threads store it in place, in any order.
// CHECK: :[[@LINE+7]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (one value stored into 'found', one value stored into 'bad', && into 'all')
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 2001)
int flags(int n, const float *x) {
  int found = 0;
  bool bad = false, all = true;
  for (int i = 0; i < n; i++) {
    if (x[i] > 0.999f)
      found = 1;
    if (x[i] < 0.0f)
      bad = true;
    all = all && x[i] < 1.0f;
  }
  return found + 2 * bad + 4 * all;
}
// VALID: PASS: 9 of 9 functions match the sequential original
