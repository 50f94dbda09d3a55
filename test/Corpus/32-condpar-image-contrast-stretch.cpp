// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a parallel 2-D loop nest under a data-dependent condition
//            (`if (hi > lo)`) after min and max reductions over the image.
// Field:     image processing, linear contrast stretch (min-max
//            normalization) of a grayscale image, in place.
// Computes:  img <- (img - min) / (max - min); a constant image is left
//            unchanged.
// GPU:       the first nest is a parallel min and max reduction (exact, so
//            any order gives the same result); the condition is tested on
//            the reduced values; the second nest is a parallel 2-D update
//            run only when hi > lo.
#include <algorithm>

#pragma loopgen offload
#pragma loopgen array(img[height][width])
#pragma loopgen validate(height = 120, width = 160)
void contrast_stretch(std::size_t height, std::size_t width, float *img) {
  float lo = img[0], hi = img[0];
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      lo = std::min(lo, img[y * width + x]);
      hi = std::max(hi, img[y * width + x]);
    }
  }
  if (hi > lo) {
    const float inv_range = 1.0f / (hi - lo);
    for (std::size_t y = 0; y < height; ++y)
      for (std::size_t x = 0; x < width; ++x)
        img[y * width + x] = (img[y * width + x] - lo) * inv_range;
  }
}
