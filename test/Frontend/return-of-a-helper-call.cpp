// RUN: loopgen %s -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A helper with statements whose return calls another helper with
// statements: the callee's statements run right before the return, after
// the caller's locals (was: before them, a .cu that did not compile; found
// by a Sobel whose luma helper clamps with early returns).
#include <algorithm>

static inline int clampi(int v, int lo, int hi) {
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}
static inline int scale(int a) {
  int t = 3 * a - 7;
  return clampi(t, 0, 40);
}

// CHECK-LABEL: {{^}}__global__ void f_kernel0(
// CHECK: {{^ +}}int t = 3 * a - 7;
// CHECK-NEXT: {{^ +}}int clampi = t < 0 ? 0 : t > 40 ? 40 : t;
#pragma loopgen validate(n = 100000)
#pragma loopgen offload
void f(int n, const int *in, int *out) {
  for (int i = 0; i < n; ++i) out[i] = scale(in[i]);
}

// Two levels, the inner result used in an expression, in a C-style image.
static float texel(const float *img, int w, int h, int x, int y) {
  int cx = clampi(x, 0, w - 1);
  int cy = clampi(y, 0, h - 1);
  return img[cy * w + cx];
}
static float luma(const float *img, int w, int h, int x, int y) {
  float s = 0.25f * texel(img, w, h, x - 1, y);
  return s + 0.5f * texel(img, w, h, x, y) + 0.25f * texel(img, w, h, x + 1, y);
}
#pragma loopgen validate(w = 640, h = 480)
#pragma loopgen array(img[h][w], out[h][w])
#pragma loopgen offload
void smooth(int w, int h, const float *img, float *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      out[y * w + x] = luma(img, w, h, x, y);
}

// A method of a struct returning a helper's value.
struct Window {
  int lo, hi;
  int fit(int v) const {
    int shifted = v - lo;
    return clampi(shifted, 0, hi - lo);
  }
};
#pragma loopgen validate(n = 100000)
#pragma loopgen offload
void fit_all(int n, Window win, const int *in, int *out) {
  for (int i = 0; i < n; ++i) out[i] = win.fit(in[i]) + 1;
}
// VALID: PASS: 3 of 3 functions match the sequential original
