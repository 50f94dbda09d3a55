// RUN: loopgen %s -Rpass=loopgen-reshape -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A pointer to a pixel's channels (`float *px = rgb + 3 * (j * w + i)`):
// the inferred extent h * w * 3 reads as rgb[h][w][3], a shape of three
// dimensions (the IR verifier once allowed two).
#pragma loopgen validate(w = 64, h = 32)
#pragma loopgen offload
void f(const float *height, float *rgb, int w, int h) {
  int i, j;
  for (j = 0; j < h; ++j)
    for (i = 0; i < w; ++i) {
      float *px = rgb + 3 * (j * w + i);
      px[0] = height[j * w + i];
      px[1] = 2.0f * height[j * w + i];
      px[2] = 3.0f;
    }
}
// CHECK: 'rgb' of extent {{.*}} is analyzed as rgb[h][w][3]
// VALID: PASS: 1 of 1 functions match the sequential original
