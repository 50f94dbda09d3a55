// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a lambda that clamps, a std::array of channel weights and a
//            range-for over the pixels of a std::vector, in modern C++.
// Field:     image processing (luma with gamma).
// Computes:  luma of interleaved RGB pixels with gamma applied, in place of
//            a grey channel, and the mean luma (returned).
// GPU:       the pixel loop is parallel; the mean is a float + reduction.
#include <array>
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(rgb[npix][3], grey[npix])
#pragma loopgen validate(npix = 4096, gamma = 2.2f)
float luma(int npix, float gamma, const std::vector<float> &rgb,
           std::vector<float> &grey) {
  const std::array<float, 3> w = {0.2126f, 0.7152f, 0.0722f};
  auto clamp01 = [](float v) { return v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v; };
  for (int p = 0; p < npix; ++p) {
    float y = 0.0f;
    for (int c = 0; c < 3; ++c)
      y += w[c] * rgb[3 * p + c];
    grey[p] = std::pow(clamp01(y), 1.0f / gamma);
  }
  float sum = 0.0f;
  for (float g : grey)
    sum += g;
  return sum / static_cast<float>(npix);
}
