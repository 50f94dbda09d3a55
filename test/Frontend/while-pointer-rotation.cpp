// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --force-gpu | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CUDA
// Double buffering in loops of unknown length: pointer locals swapped with
// std::swap at the end of a do-while until the sweep converges (the result
// copied back where it ended in the other buffer), and two pointer
// parameters swapped by hand in a while loop. Each step runs the kernels
// of its binding; after the loop, the host's count of steps picks the
// binding the rest of the function sees.
// CHECK: PASS: 2 of 2 functions match the sequential original
// CUDA: long steps_1 = 0;
// CUDA: for (long step = 0;; ++step) {
// CUDA: steps_1 = step + 1;
// CUDA: if ((steps_1 > 0 ? steps_1 % 2 : 0) == 0) {
#include <cmath>
#include <utility>
#pragma loopgen offload
#pragma loopgen validate(n = 300, tol = 1e-4)
int relax(int n, double *a, double *b, double tol) {
  double *cur = a, *nxt = b;
  double diff;
  int steps = 0;
  do {
    diff = 0.0;
    for (int i = 1; i < n - 1; ++i) {
      nxt[i] = 0.5 * (cur[i - 1] + cur[i + 1]);
      diff = std::fmax(diff, std::fabs(nxt[i] - cur[i]));
    }
    nxt[0] = cur[0];
    nxt[n - 1] = cur[n - 1];
    std::swap(cur, nxt);
    ++steps;
  } while (diff > tol && steps < 5000);
  if (cur != a)
    for (int i = 0; i < n; ++i)
      a[i] = cur[i];
  return steps;
}

// Heat in a plate until it settles: the two grids are parameters swapped
// by hand at the end of each sweep.
#pragma loopgen offload
#pragma loopgen array(u[n][n], v[n][n])
#pragma loopgen validate(n = 64, tol = 1e-3)
int settle(int n, float *u, float *v, float tol) {
  float change = tol + 1.0f;
  int sweeps = 0;
  while (change > tol) {
    change = 0.0f;
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j) {
        v[i * n + j] = 0.25f * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                u[i * n + j - 1] + u[i * n + j + 1]);
        change = std::fmax(change, std::fabs(v[i * n + j] - u[i * n + j]));
      }
    float *t = u;
    u = v;
    v = t;
    ++sweeps;
    if (sweeps >= 500)
      change = 0.0f;
  }
  return sweeps;
}
