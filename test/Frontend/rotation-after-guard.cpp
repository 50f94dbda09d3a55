// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=300,max_iter=1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=0 | FileCheck %s
// Pointers swapped in a time loop after a guard (`if (n <= 0) return 0;`):
// the statements after the guard run whenever the function goes on, so
// the loop is in the function's own straight line. The loop is left by
// `break` when it converges, changing its index first (`++iter; break;`),
// and the copy back is chosen by where the pointers ended.
#include <algorithm>
#include <cmath>
#include <utility>

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

// CHECK: RESULT function=relax status=PASS
// CHECK: PASS: 1 of 1 functions match the sequential original
