// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Image processing: Sobel edge magnitude of an 8-bit grayscale image,
// clamped to 255, borders replicated.
#include <algorithm>
#include <cmath>
#include <cstdint>

static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

#pragma loopgen offload
#pragma loopgen array(src[height][width], dst[height][width])
#pragma loopgen validate(width = 1920, height = 1080)
void sobel(int width, int height, const unsigned char *src,
           unsigned char *dst) {
  static const int gx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
  static const int gy[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      int sx = 0, sy = 0;
      for (int dy = -1; dy <= 1; ++dy) {
        int yy = clampi(y + dy, 0, height - 1);
        for (int dx = -1; dx <= 1; ++dx) {
          int xx = clampi(x + dx, 0, width - 1);
          int p = src[yy * width + xx];
          sx += gx[dy + 1][dx + 1] * p;
          sy += gy[dy + 1][dx + 1] * p;
        }
      }
      float mag = std::sqrt((float)(sx * sx + sy * sy));
      dst[y * width + x] = (unsigned char)std::min(255, (int)(mag + 0.5f));
    }
  }
}
