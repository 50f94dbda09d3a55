// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: do-while convergence loop (L1 change < eps, capped) around parallel loops, std::vector, size_t indices.
// Field: graph analytics (PageRank on a dense weighted link matrix).
// Computes: rank[i] = (1-d)/n + d * sum_j w[j][i]/outdeg(j) * rank[j]; returns number of sweeps.
#include <cmath>
#include <cstddef>
#include <vector>

#pragma loopgen validate(n = 300, max_iter = 100, damping = 0.85, eps = 1e-9)
#pragma loopgen array(w[n * n])
#pragma loopgen offload
int pagerank(const std::vector<double> &w, std::vector<double> &rank,
             std::size_t n, int max_iter, double damping, double eps) {
  std::vector<double> outdeg(n), next(n);
  for (std::size_t j = 0; j < n; ++j) {
    double s = 0.0;
    for (std::size_t i = 0; i < n; ++i)
      s += w[j * n + i];
    outdeg[j] = s > 0.0 ? s : 1.0;
  }
  for (std::size_t i = 0; i < n; ++i)
    rank[i] = 1.0 / n;

  int it = 0;
  double change;
  do {
    for (std::size_t i = 0; i < n; ++i) {
      double acc = 0.0;
      for (std::size_t j = 0; j < n; ++j)
        acc += w[j * n + i] / outdeg[j] * rank[j];
      next[i] = (1.0 - damping) / n + damping * acc;
    }
    change = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
      change += std::fabs(next[i] - rank[i]);
      rank[i] = next[i];
    }
    ++it;
  } while (change > eps && it < max_iter);
  return it;
}
