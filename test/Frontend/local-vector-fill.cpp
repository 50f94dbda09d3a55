// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=37,rows=3,cols=11 | FileCheck %s
// Local vectors constructed with a value, `std::vector<float> v(n, x)`, as
// well as with their size alone: every element starts at the value (a
// zero value is the zeroing of v(n)), in nested vectors too, and a value
// computed from the parameters is computed once.
#include <vector>

// A running minimum that starts from a large value.
#pragma loopgen offload
#pragma loopgen array(d[n][n])
#pragma loopgen validate(n = 256)
void column_minimum(int n, const float *d, float *out) {
  std::vector<float> best(n, 1e30f);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      best[j] = d[i * n + j] < best[j] ? d[i * n + j] : best[j];
  for (int j = 0; j < n; ++j)
    out[j] = best[j];
}

// A grid of weights that start at 1 / cols, and a zero value.
#pragma loopgen offload
#pragma loopgen validate(rows = 64, cols = 48)
void normalized(int rows, int cols, std::vector<std::vector<double>> &g) {
  std::vector<std::vector<double>> w(rows,
                                     std::vector<double>(cols, 1.0 / cols));
  std::vector<double> acc(cols, 0.0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      w[r][c] += g[r][c];
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      acc[c] += w[r][c];
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      g[r][c] = w[r][c] / acc[c];
}

// CHECK: RESULT function=column_minimum status=PASS
// CHECK: RESULT function=normalized status=PASS
// CHECK: PASS: 2 of 2 functions match the sequential original
