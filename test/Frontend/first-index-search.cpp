// RUN: loopgen %s --print-after=lower -Rpass=loopgen-lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A loop outside every loop, left by `break` at the first index where a
// condition holds, is a search: the least such index is a min reduction
// over all of them (a parallel loop), and the break's branch runs once at
// it. An index declared before the loop holds where it stopped, as the
// original leaves it. Styles: a result variable, C's `int i; for (i = 0;
// ...) break;`, a std::vector with size_t and a reference result, a
// search past a prefix under two conditions.
#include <cstddef>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000, key = 0.75f)
int find_first(int n, float key, const float *a) {
  int found = -1;
  for (int i = 0; i < n; ++i)
    if (a[i] > key) {
      found = i;
      break;
    }
  return found;
}
// CHECK: first-index-search.cpp:[[@LINE-7]]:3: remark: the loop left by 'break' at the first 'i' where its condition holds runs as a min reduction of the 'i' where it holds; its branch then runs once
// CHECK-LABEL: func find_first
// CHECK: var first_i: int = n
// CHECK-NEXT: for i in [0, n) sequential {
// CHECK-NEXT: if a[i] > key {
// CHECK-NEXT: if i < first_i {
// CHECK-NEXT: first_i = i
// CHECK: if first_i < n {
// CHECK-NEXT: found = first_i
// C style: the index declared before the loop says where it stopped.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000, key = 7)
int find_key(int n, int key, const int *a) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == key)
      break;
  return i < n ? i : -1;
}

// Several results at the first hit, over a std::vector and size_t.
#pragma loopgen offload
#pragma loopgen validate(limit = 1.9)
double first_over(const std::vector<double> &v, double limit, long &at) {
  double value = 0.0;
  at = -1;
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (v[k] * 2.0 > limit) {
      value = v[k];
      at = (long)k;
      break;
    }
  }
  return value;
}

// A search that starts past a prefix, with a filter of two conditions.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 5000, start = 100)
int first_inside(int n, int start, const float *x, const float *y) {
  int hit = n;
  for (int i = start; i < n; ++i)
    if (x[i] * x[i] + y[i] * y[i] < 0.01f && x[i] > 0.0f) {
      hit = i;
      break;
    }
  return hit;
}
// CHECK-LABEL: func find_key
// CHECK: var first_i: int = n
// CHECK: var i: int = first_i < n ? first_i : 0 > n ? 0 : n
// CHECK-NEXT: return

// The condition computed first by a helper with a loop (a moving average),
// called in the if's condition: it runs before the if, in the search.
static float window_mean(const float *x, long end, int window) {
  float s = 0.0f;
  for (int k = 0; k < window; ++k)
    s += x[end - k];
  return s / window;
}

#pragma loopgen offload
#pragma loopgen array(trace[n])
#pragma loopgen validate(n = 5000, window = 8, threshold = 0.7)
long first_crossing(long n, int window, float threshold, const float *trace) {
  long found = -1;
  for (long i = window - 1; i < n; ++i) {
    if (window_mean(trace, i, window) > threshold) {
      found = i;
      break;
    }
  }
  return found;
}
// CHECK-LABEL: func first_crossing
// CHECK: var first_i: long = n
// CHECK-NEXT: for i in [window - 1, n) sequential {
// CHECK: var window_mean: float
// CHECK: if window_mean > threshold {
// CHECK-NEXT: if i < first_i {

// VALID: PASS: 5 of 5 functions match the sequential original
