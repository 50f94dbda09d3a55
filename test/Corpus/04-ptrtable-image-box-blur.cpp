// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: pointer tables (float **src, float **dst), each row allocated
//            on its own, indexed src[y][x]; row pointers taken into locals.
// Field:     image processing, legacy C-style 3x3 box filter.
// Computes:  the mean of each pixel's 3x3 neighbourhood; border pixels are
//            copied unchanged.
// GPU:       both loops (y, x) are parallel, a 2-D grid with x on
//            threadIdx.x; the table of row pointers has to be rebuilt on the
//            device (or the rows packed into one h x w buffer). No reduction;
//            a stencil reading three rows.
#pragma loopgen offload
#pragma loopgen array(src[h][w], dst[h][w])
#pragma loopgen validate(h = 64, w = 80)
void box_blur3x3(int h, int w, float **src, float **dst) {
  for (int y = 0; y < h; ++y) {
    float *out = dst[y];
    if (y == 0 || y == h - 1) {
      for (int x = 0; x < w; ++x)
        out[x] = src[y][x];
    } else {
      const float *up = src[y - 1];
      const float *mid = src[y];
      const float *down = src[y + 1];
      out[0] = mid[0];
      out[w - 1] = mid[w - 1];
      for (int x = 1; x < w - 1; ++x) {
        float s = up[x - 1] + up[x] + up[x + 1];
        s += mid[x - 1] + mid[x] + mid[x + 1];
        s += down[x - 1] + down[x] + down[x + 1];
        out[x] = s * (1.0f / 9.0f);
      }
    }
  }
}
