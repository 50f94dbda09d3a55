// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: while loop until no assignment changes (capped), argmin with index per point, early break.
// Field: clustering (1-D k-means, e.g. colour quantisation of intensities).
// Computes: labels[i] = nearest centre, centres updated to cluster means; returns iterations used.
#include <vector>

#pragma loopgen validate(n = 2000, k = 8, max_iter = 50)
#pragma loopgen array(centre[k])
#pragma loopgen offload
int kmeans1d(const float *x, float *centre, int *labels, int n, int k,
             int max_iter) {
  for (int c = 0; c < k; c++)
    centre[c] = (c + 0.5f) / k;
  for (int i = 0; i < n; i++)
    labels[i] = -1;
  std::vector<float> sum(k);
  std::vector<int> count(k);
  int iter = 0;
  bool changed = true;
  while (changed && iter < max_iter) {
    changed = false;
    for (int i = 0; i < n; i++) {
      float best = 1e30f;
      int idx = 0;
      for (int c = 0; c < k; c++) {
        float d = (x[i] - centre[c]) * (x[i] - centre[c]);
        if (d < best) {
          best = d;
          idx = c;
        }
        if (best == 0.0f)
          break;
      }
      if (labels[i] != idx) {
        labels[i] = idx;
        changed = true;
      }
    }
    for (int c = 0; c < k; c++) {
      sum[c] = 0.0f;
      count[c] = 0;
    }
    for (int i = 0; i < n; i++) {
      sum[labels[i]] += x[i];
      count[labels[i]] += 1;
    }
    for (int c = 0; c < k; c++)
      if (count[c] > 0)
        centre[c] = sum[c] / count[c];
    iter++;
  }
  return iter;
}
