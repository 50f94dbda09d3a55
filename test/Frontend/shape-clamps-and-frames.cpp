// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Neighbours clamped at the border through a helper's ternaries (`clampi(y
// - 1, 0, h - 1)`: an arm's bound outside the loop's range holds
// throughout), and a frame of zeros written under a border test before the
// interior's update of the same element (`continue` after it).
// CHECK: PASS: 2 of 2 functions match the sequential original

static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}
static inline float at(const float *img, int w, int h, int x, int y) {
  return img[clampi(y, 0, h - 1) * w + clampi(x, 0, w - 1)];
}

#pragma loopgen offload
#pragma loopgen validate(w = 64, h = 48)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'img' is img[h * w]
void gradient(const float *img, float *gx, int w, int h) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      gx[y * w + x] = at(img, w, h, x + 1, y - 1) - at(img, w, h, x - 1, y + 1);
}

#define HALO 2
#pragma loopgen offload
#pragma loopgen validate(nx = 80, nz = 60)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'next' is next[nz][nx], indexed linearly
void wave(const float *cur, float *next, int nx, int nz) {
  for (int iz = 0; iz < nz; iz++)
    for (int ix = 0; ix < nx; ix++) {
      int idx = iz * nx + ix;
      if (iz < HALO || iz >= nz - HALO || ix < HALO || ix >= nx - HALO) {
        next[idx] = 0.0f;
        continue;
      }
      float lap = -4.0f * cur[idx];
      for (int k = 1; k <= HALO; k++)
        lap += cur[idx - k] + cur[idx + k] + cur[idx - k * nx] + cur[idx + k * nx];
      next[idx] = cur[idx] + 0.1f * lap;
    }
}
