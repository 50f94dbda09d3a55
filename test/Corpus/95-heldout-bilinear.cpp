// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Bilinear resize of a single-channel float image.
#include <algorithm>
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(src[src_h][src_w], dst[dst_h][dst_w])
#pragma loopgen validate(src_w = 640, src_h = 480, dst_w = 1024, dst_h = 768)
void resize_bilinear(int src_w, int src_h, int dst_w, int dst_h,
                     const float *src, float *dst) {
  const float sx = (float)src_w / dst_w;
  const float sy = (float)src_h / dst_h;
  for (int y = 0; y < dst_h; ++y) {
    float fy = (y + 0.5f) * sy - 0.5f;
    int y0 = std::max(0, (int)std::floor(fy));
    int y1 = std::min(src_h - 1, y0 + 1);
    float wy = std::clamp(fy - y0, 0.0f, 1.0f);
    for (int x = 0; x < dst_w; ++x) {
      float fx = (x + 0.5f) * sx - 0.5f;
      int x0 = std::max(0, (int)std::floor(fx));
      int x1 = std::min(src_w - 1, x0 + 1);
      float wx = std::clamp(fx - x0, 0.0f, 1.0f);
      float top = src[y0 * src_w + x0] * (1.0f - wx) + src[y0 * src_w + x1] * wx;
      float bot = src[y1 * src_w + x0] * (1.0f - wx) + src[y1 * src_w + x1] * wx;
      dst[y * dst_w + x] = top * (1.0f - wy) + bot * wy;
    }
  }
}
