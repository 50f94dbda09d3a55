// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --force-gpu | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-arg-reductions 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark:
// Searches for the best value and its index, written as people write them:
// each runs as a min (max) reduction of the values and a reduction of the
// indices where the best value is, the first index on ties for < and >, the
// last for <= and >= (as the sequential loop finds them). Values taken
// modulo 7 make ties common. A search in each iteration of a parallel loop
// stays in its thread.
// CHECK: PASS: 9 of 9 functions match the sequential original
#include <cmath>
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate(n = 5000, px = 0.3, py = 0.6)
int nearest(int n, const float *x, const float *y, float px, float py) {
  float best = 1e30f;
  int idx = -1;
  // REMARK: [[@LINE+1]]:3: remark: the search for the least 'best' and its first index 'idx' runs as two reductions: the min of the values, then the index where it is
  for (int i = 0; i < n; ++i) {
    float dx = x[i] - px, dy = y[i] - py;
    float d = dx * dx + dy * dy;
    if (d < best) {
      best = d;
      idx = i;
    }
  }
  return idx;
}

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4000)
long argmax_tied(long n, const double *a) {
  double mx = -1.0;
  long at = 0;
  // REMARK: [[@LINE+1]]:3: remark: the search for the greatest 'mx' and its first index 'at'
  for (long i = 0; i < n; ++i) {
    const double v = std::floor(std::fabs(a[i]) * 1000.0) - 7.0 * std::floor(std::fabs(a[i]) * 1000.0 / 7.0);
    if (v > mx) {
      at = i;
      mx = v;
    }
  }
  return at;
}

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4000)
int last_lowest(int n, const float *a) {
  float lo = 1e30f;
  int where = -1;
  // REMARK: [[@LINE+1]]:3: remark: the search for the least 'lo' and its last index 'where'
  for (int i = 0; i < n; ++i) {
    float v = std::floor(std::fabs(a[i]) * 100.0f);
    v = v - 7.0f * std::floor(v / 7.0f);
    if (v <= lo) {
      lo = v;
      where = i;
    }
  }
  return where;
}

#pragma loopgen offload
#pragma loopgen array(score[n], keep[n])
#pragma loopgen validate(n = 6000)
int best_kept(int n, const double *score, const bool *keep) {
  double best = -1e300;
  int pick = -1;
  // REMARK: [[@LINE+1]]:3: remark: the search for the greatest 'best' and its first index 'pick'
  for (int i = 0; i < n; ++i)
    if (keep[i] && best < score[i]) {
      best = score[i];
      pick = i;
    }
  return pick;
}

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 3000)
std::size_t min_index(std::size_t n, const float *v) {
  std::size_t k = 0;
  float m = v[0];
  // REMARK: [[@LINE+1]]:3: remark: the search for the least 'm' and its first index 'k'
  for (std::size_t i = 1; i < n; ++i)
    if (m > v[i]) {
      m = v[i];
      k = i;
    }
  return k;
}

// The pivot of every column in turn, the pivot row scaled after each: a
// search in each step of a sequential loop.
#pragma loopgen offload
#pragma loopgen array(a[n][n], piv[n])
#pragma loopgen validate(n = 300)
void column_pivots(int n, double *a, int *piv) {
  for (int k = 0; k < n; ++k) {
    double big = 0.0;
    int p = k;
    // REMARK: [[@LINE+1]]:5: remark: the search for the greatest 'big' and its first index 'p'
    for (int r = k; r < n; ++r) {
      double v = std::fabs(a[r * n + k]);
      if (v > big) {
        big = v;
        p = r;
      }
    }
    piv[k] = p;
    for (int c = k + 1; c < n; ++c)
      a[p * n + c] *= 0.5;
  }
}

// Each row's maximum: the row loop is parallel, each thread searches its
// row (no remark).
#pragma loopgen offload
#pragma loopgen array(a[m][n], at[m])
#pragma loopgen validate(m = 500, n = 64)
void row_argmax(int m, int n, const float *a, int *at) {
  for (int r = 0; r < m; ++r) {
    float mx = a[r * n];
    int j = 0;
    for (int c = 1; c < n; ++c)
      if (a[r * n + c] > mx) {
        mx = a[r * n + c];
        j = c;
      }
    at[r] = j;
  }
}

// The last index of the least value, over an unsigned index from 0.
#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 3000)
std::size_t last_min_unsigned(std::size_t n, const float *v) {
  std::size_t k = 0;
  float m = 2.0f;
  // REMARK: [[@LINE+1]]:3: remark: the search for the least 'm' and its last index 'k'
  for (std::size_t i = 0; i < n; ++i) {
    const float t = std::floor(v[i] * 5.0f);
    if (t <= m) {
      m = t;
      k = i;
    }
  }
  return k;
}

// Compared through the index: `if (p[c] > p[best]) best = c;` is the same
// search over the value p[best] (ties: values modulo 7).
#pragma loopgen offload
#pragma loopgen array(p[n], q[n])
#pragma loopgen validate(n = 4000)
int by_index(int n, const double *p, double *q) {
  for (int c = 0; c < n; ++c)
    q[c] = std::floor(p[c] * 1000.0) - 7.0 * std::floor(p[c] * 1000.0 / 7.0);
  int best = 0;
  // REMARK: [[@LINE+1]]:3: remark: the search for the greatest 'best_value' and its first index 'best'
  for (int c = 1; c < n; ++c)
    if (q[best] < q[c])
      best = c;
  return best;
}
