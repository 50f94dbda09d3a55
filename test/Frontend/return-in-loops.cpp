// RUN: loopgen %s --validate --emulate | FileCheck %s
// `return` inside `for` loops, where a helper searches or a function stops
// early: inlined in each iteration of a parallel loop (a helper's linear
// search, a search over pairs in two nested loops, a bin lookup that falls
// through to the last bin) and in the function's own nested loops. The
// loops it leaves stop (their flags cleared), and what follows them runs
// where nothing returned.
// CHECK: PASS: 4 of 4 functions match the sequential original

static int find_first(const int *a, int n, int key) {
  for (int i = 0; i < n; ++i)
    if (a[i] == key)
      return i;
  return -1;
}

#pragma loopgen offload
#pragma loopgen validate(m = 2000, n = 32)
#pragma loopgen array(rows[m][n])
void first_keys(int m, int n, const int *rows, const int *keys, int *at) {
  for (int r = 0; r < m; ++r)
    at[r] = find_first(rows + r * n, n, keys[r]);
}

static int pair_summing_to(const int *a, int n, int target) {
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (a[i] + a[j] == target)
        return i * n + j;
  return -1;
}

#pragma loopgen offload
#pragma loopgen validate(m = 2000, n = 24)
#pragma loopgen array(rows[m][n])
void pairs(int m, int n, const int *rows, const int *targets, int *found) {
  for (int r = 0; r < m; ++r)
    found[r] = pair_summing_to(rows + r * n, n, targets[r]);
}

static int bin_of(float x, const float *edges, int nbins) {
  for (int b = 0; b < nbins - 1; ++b)
    if (x < edges[b + 1])
      return b;
  return nbins - 1;
}

#pragma loopgen offload
#pragma loopgen validate(n = 20000, nbins = 16)
#pragma loopgen array(edges[nbins + 1], counts[nbins])
void histogram(int n, int nbins, const float *x, const float *edges,
               int *counts) {
  for (int i = 0; i < n; ++i) {
    int b = bin_of(x[i], edges, nbins);
    counts[b] += 1;
  }
}

// The function's own loops, left at the first negative element; the
// elements before it are set.
#pragma loopgen offload
#pragma loopgen validate(n = 300)
#pragma loopgen array(a[n][n])
void mark_until_negative(int n, float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (a[i * n + j] < 0.01f)
        return;
      a[i * n + j] = 1.0f;
    }
}
