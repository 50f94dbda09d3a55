// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// A generic element-wise transform + reduction, used from a float function.
#include <cmath>

template <typename T, typename F>
T transform_reduce_rows(int rows, int cols, const T *in, T *out, F op) {
  T total = T(0);
  for (int r = 0; r < rows; ++r) {
    T row_sum = T(0);
    for (int c = 0; c < cols; ++c) {
      T v = op(in[r * cols + c]);
      out[r * cols + c] = v;
      row_sum += v;
    }
    total += row_sum;
  }
  return total;
}

#pragma loopgen offload
#pragma loopgen array(in[rows][cols], out[rows][cols], total[1])
#pragma loopgen validate(rows = 1024, cols = 512, gain = 1.5f, bias = 0.25f) tolerance(1e-3)
void softplus_scaled(int rows, int cols, float gain, float bias, const float *in,
                     float *out, float *total) {
  auto softplus = [gain, bias](float x) {
    return std::log1p(std::exp(gain * x + bias));
  };
  total[0] = transform_reduce_rows<float>(rows, cols, in, out, softplus);
}
