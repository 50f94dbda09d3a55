// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=3,d=2,epochs=2 | FileCheck %s
// C's output parameters: a helper that returns results through pointers
// to scalars, called with the addresses of the caller's locals (`&gb`),
// writing `*out` or `out[0]`, and passing them on. (The call was refused:
// "argument for array parameter must name an array".)
#include <cmath>
#include <vector>

static void loss_and_bias_grad(int n, const float *z, const float *y,
                               float *loss, float *grad_b) {
  float l = 0.0f, g = 0.0f;
  for (int i = 0; i < n; ++i) {
    float p = 1.0f / (1.0f + std::exp(-z[i]));
    l += -(y[i] * std::log(p + 1e-6f) + (1.0f - y[i]) * std::log(1.0f - p + 1e-6f));
    g += p - y[i];
  }
  *loss = l / n;
  grad_b[0] = g / n;
}

static void step(int n, const float *z, const float *y, float lr, float *b,
                 float *loss) {
  float gb = 0.0f;
  loss_and_bias_grad(n, z, y, loss, &gb);
  *b -= lr * gb;
}

#pragma loopgen offload
#pragma loopgen validate(n = 500, epochs = 4, lr = 0.1)
float fit_bias(int n, int epochs, float lr, const std::vector<float> &z,
               const std::vector<float> &y, std::vector<float> &shifted) {
  float b = 0.0f, loss = 0.0f;
  for (int e = 0; e < epochs; ++e) {
    for (int i = 0; i < n; ++i)
      shifted[i] = z[i] + b;
    step(n, shifted.data(), y.data(), lr, &b, &loss);
  }
  return loss + b;
}

// Minimum and maximum of each row through two output parameters.
static inline void min_max(const double *row, int d, double *lo, double *hi) {
  *lo = row[0];
  *hi = row[0];
  for (int k = 1; k < d; ++k) {
    if (row[k] < *lo)
      *lo = row[k];
    if (row[k] > *hi)
      *hi = row[k];
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 300, d = 7)
void row_ranges(int n, int d, const std::vector<double> &x,
                std::vector<double> &range) {
  for (int i = 0; i < n; ++i) {
    double lo, hi;
    min_max(&x[i * d], d, &lo, &hi);
    range[i] = hi - lo;
  }
}

// A NaN screen: std::isnan, std::isfinite, std::isinf and std::signbit.
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
float screen(int n, const std::vector<float> &x, std::vector<float> &y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i) {
    float v = x[i] > 0.9f ? NAN : (x[i] < -0.9f ? INFINITY : x[i]);
    y[i] = std::isnan(v) ? 0.0f : (std::isfinite(v) ? v : 1.0f);
    if (!std::isinf(v) && !std::signbit(v))
      s += y[i];
  }
  return s;
}
// CHECK-NOT: FAIL
// CHECK: PASS: 3 of 3 functions match the sequential original
