// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=300,max_iter=1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s
// Pointers swapped in a time loop after a guard (`if (n <= 0) return 0;`):
// the statements after the guard run whenever the function goes on, so
// the loop is in the function's own straight line. The loop is left by
// `break` when it converges, changing its index first (`++iter; break;`),
// and the copy back is chosen by where the pointers ended.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(x[n], scratch[n])
#pragma loopgen validate(n = 2000, max_iter = 50)
int relax(int n, int max_iter, double *x, double *scratch) {
  if (n <= 0)
    return 0;
  double *cur = x, *nxt = scratch;
  int iter = 0;
  for (iter = 0; iter < max_iter; ++iter) {
    double change = 0.0;
    for (int i = 0; i < n; ++i) {
      double left = i > 0 ? cur[i - 1] : 0.0;
      double right = i + 1 < n ? cur[i + 1] : 0.0;
      double v = 0.5 * cur[i] + 0.25 * (left + right);
      change = std::max(change, std::fabs(v - cur[i]));
      nxt[i] = v;
    }
    std::swap(cur, nxt);
    if (change < 1e-3) {
      ++iter;
      break;
    }
  }
  if (cur != x)
    for (int i = 0; i < n; ++i)
      x[i] = cur[i];
  return iter;
}

// Each branch of a guard starts from the bindings before it: the branch
// that returns reads x, not the array the other branch swapped it with.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100)
float branch_bindings(float *x, float *y, int n) {
  if (n > 1) {
    for (int i = 0; i < n; ++i)
      y[i] = 2 * x[i] + 1;
    std::swap(x, y);
  } else
    return x[0];
  return x[n - 1];
}

// Two pairs of vectors of possibly different sizes swapped: each pair is
// exchanged within its own size (a check on entry compares them all).
#pragma loopgen offload
#pragma loopgen validate(n = 100)
void two_pairs(std::vector<float> &a, std::vector<float> &b,
               std::vector<float> &c, std::vector<float> &d, int n) {
  for (std::size_t i = 0; i < a.size(); ++i)
    b[i] = a[i] + 1;
  std::swap(a, b);
  for (std::size_t i = 0; i < c.size(); ++i)
    d[i] = c[i] * 2;
  std::swap(c, d);
}

// CHECK: RESULT function=relax status=PASS
// CHECK: RESULT function=branch_bindings status=PASS
// CHECK: RESULT function=two_pairs status=PASS
// CHECK: PASS: 3 of 3 functions match the sequential original
