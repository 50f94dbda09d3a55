// RUN: loopgen %s --validate --emulate | FileCheck %s
// Vectors without a shape written through a pointer to a row of them (a
// softmax's row of scores, `float *row = &scores[i * n]`; `data() +`): the
// harness sizes them by the elements the accesses reach.
// CHECK: PASS: 2 of 2 functions match the sequential original
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 96, d = 16)
void softmax_scores(int n, int d, const std::vector<float> &q,
                    const std::vector<float> &k, std::vector<float> &scores) {
  for (int i = 0; i < n; ++i) {
    float *row = &scores[i * n];
    float m = -1e30f;
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int c = 0; c < d; ++c)
        s += q[i * d + c] * k[j * d + c];
      row[j] = s;
      m = std::max(m, s);
    }
    float z = 0.0f;
    for (int j = 0; j < n; ++j) {
      row[j] = std::exp(row[j] - m);
      z += row[j];
    }
    for (int j = 0; j < n; ++j)
      row[j] /= z;
  }
}

#pragma loopgen offload
#pragma loopgen validate(rows = 50, cols = 70)
void normalize_rows(int rows, int cols, std::vector<double> &a) {
  for (int r = 0; r < rows; ++r) {
    double *p = a.data() + (size_t)r * cols;
    double s = 0.0;
    for (int c = 0; c < cols; ++c)
      s += p[c] * p[c];
    const double inv = 1.0 / std::sqrt(s + 1e-12);
    for (int c = 0; c < cols; ++c)
      p[c] *= inv;
  }
}
