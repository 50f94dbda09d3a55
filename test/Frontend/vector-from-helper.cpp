// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A local vector made by a helper that returns one of its own (kernel
// weights, a lookup table): the helper is inlined and its vector is the
// caller's. Returned by name (moved out) or after a normalization loop.
#include <cmath>
#include <vector>

static std::vector<float> gaussian(int radius, float sigma) {
  std::vector<float> w(2 * radius + 1);
  float sum = 0.0f;
  for (int k = -radius; k <= radius; ++k) {
    w[k + radius] = std::exp(-(float)(k * k) / (2.0f * sigma * sigma));
    sum += w[k + radius];
  }
  for (size_t k = 0; k < w.size(); ++k)
    w[k] /= sum;
  return w;
}

std::vector<double> ramp(int n) {
  std::vector<double> t(n, 0.0);
  for (int i = 0; i < n; ++i)
    t[i] = 0.5 * i;
  return t;
}

#pragma loopgen array(src[n], dst[n])
#pragma loopgen validate(n = 4096, radius = 3, sigma = 1.5f)
#pragma loopgen offload
void blur(const float *src, float *dst, int n, int radius, float sigma) {
  std::vector<float> w = gaussian(radius, sigma);
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = -radius; k <= radius; ++k) {
      int j = std::min(std::max(i + k, 0), n - 1);
      acc += w[k + radius] * src[j];
    }
    dst[i] = acc;
  }
}
// CHECK-LABEL: func blur(
// CHECK-NEXT: array w: float[2 * radius + 1] (vector, zeroed)

#pragma loopgen validate(n = 1000)
#pragma loopgen offload
void shifted(std::vector<double> &out, int n) {
  auto t = ramp(n);
  for (int i = 0; i < n; ++i)
    out[i] = t[n - 1 - i] + 1.0;
}
// VALID: PASS: 2 of 2 functions match the sequential original
