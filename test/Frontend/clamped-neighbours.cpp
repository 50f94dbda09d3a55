// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=NOSHAPE
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size h=5,w=3,r=2 | FileCheck %s
// Pointer shapes through neighbours clamped at the borders, where the
// clamped value is a sum of two loop indices (`y + dy` of a window): in
// each arm of the clamp the sum is bounded, so the access reaches no
// further than the clamp's bounds, within the image's own reach. (Such
// pointers needed a shape pragma: "an access under a condition may reach
// beyond the others".)
// NOSHAPE-NOT: needs a shape
#include <algorithm>

static inline int clamp_index(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

// A helper's ternaries, a square window.
#pragma loopgen offload
#pragma loopgen validate(h = 30, w = 41, r = 2)
void box_blur(int h, int w, int r, const float *in, float *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float s = 0.0f;
      for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx)
          s += in[clamp_index(y + dy, h) * w + clamp_index(x + dx, w)];
      out[y * w + x] = s / ((2 * r + 1) * (2 * r + 1));
    }
}

// Locals of std::min and std::max, a centre read as well.
#pragma loopgen offload
#pragma loopgen validate(h = 30, w = 41, r = 3)
void local_contrast(int h, int w, int r, const double *img, double *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double lo = img[y * w + x], hi = lo;
      for (int d = -r; d <= r; ++d) {
        int yy = std::min(std::max(y + d, 0), h - 1);
        int xx = std::max(0, std::min(x + d, w - 1));
        lo = std::min(lo, std::min(img[yy * w + x], img[y * w + xx]));
        hi = std::max(hi, std::max(img[yy * w + x], img[y * w + xx]));
      }
      out[y * w + x] = hi - lo;
    }
}

// A vertical pass only: the row clamped by ifs, the column the loop's own.
#pragma loopgen offload
#pragma loopgen validate(h = 30, w = 41, r = 2)
void vertical_smooth(int h, int w, int r, const float *src, float *dst) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float acc = 0.0f;
      for (int k = -r; k <= r; ++k) {
        int yy = y + k;
        if (yy < 0)
          yy = 0;
        if (yy > h - 1)
          yy = h - 1;
        acc += src[yy * w + x];
      }
      dst[y * w + x] = acc / (2 * r + 1);
    }
}

// Index locals standing on index locals (`k = y * nx + xl`, xl a clamp)
// read through a lambda, as an epidemic grid's neighbours are (was "a
// subscript depends on a value the function computes").
#pragma loopgen offload
#pragma loopgen validate(h = 30, w = 41)
void neighbour_mean(int h, int w, const float *u, float *out) {
  auto at = [&](int k) { return u[k]; };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int xl = std::max(x - 1, 0), xr = std::min(x + 1, w - 1);
      const int kl = y * w + xl, kr = y * w + xr;
      out[y * w + x] = 0.5f * (at(kl) + at(kr));
    }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 4 of 4 functions match the sequential original
