// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Subscripts through remainders, quotients and clamps, with no pragma:
// periodic neighbours, a downsampled image, a bit set, hash buckets of
// unsigned hashes, a month of a time series, and a clamp helper with early
// returns. Each extent is the values the subscript takes.
// CHECK: PASS: 6 of 6 functions match the sequential original
#include <cstdint>

#pragma loopgen offload
#pragma loopgen validate(n = 1000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'in' is in[n]
void periodic(int n, const double *in, double *out) {
  for (int i = 0; i < n; ++i)
    out[i] = in[(i + n - 1) % n] - 2.0 * in[i] + in[(i + 1) % n];
}

// Each output pixel of a row-major image halved in both directions.
#pragma loopgen offload
#pragma loopgen validate(w = 64, h = 48)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'half' is half[(h - 1) / 2 + (h - 1) / 2 * ((w - 1) / 2) + (w - 1) / 2 + 1]
void upsample(int w, int h, const float *half, float *full) {
  const int hw = (w - 1) / 2 + 1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      full[y * w + x] = half[(y / 2) * hw + x / 2];
}

// Bits of the elements above a threshold, 32 to a word, one word a
// thread.
#pragma loopgen offload
#pragma loopgen validate(n = 5000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'bits' is bits[(n - 1) / 32 + 1]
void bitset(int n, const float *x, uint32_t *bits) {
  for (int i = 0; i < n; ++i)
    if (x[i] > 0.5f)
      bits[i >> 5] |= 1u << (i & 31);
}

// A histogram of hashed keys.
#pragma loopgen offload
#pragma loopgen validate(n = 5000, nbuckets = 97)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'count' is count[nbuckets]
void buckets(int n, const uint32_t *key, unsigned nbuckets, int *count) {
  for (int i = 0; i < n; ++i) {
    uint32_t h = key[i] * 2654435761u;
    h ^= h >> 15;
    count[h % nbuckets] += 1;
  }
}

// Anomalies against a monthly mean: the month of each step.
#pragma loopgen offload
#pragma loopgen validate(years = 3, cells = 100)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'mean' is mean[12][cells], indexed linearly
void anomalies(int years, int cells, const float *t, const float *mean,
               float *anom) {
  for (int s = 0; s < 12 * years; ++s)
    for (int c = 0; c < cells; ++c)
      anom[s * cells + c] = t[s * cells + c] - mean[(s % 12) * cells + c];
}

static inline int clampi(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

// A box filter clamped at the border through the helper.
#pragma loopgen offload
#pragma loopgen validate(w = 50, h = 40)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'in' is in[h * w]
void box(int w, int h, const float *in, float *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          int yy = clampi(y + dy, 0, h - 1);
          int xx = clampi(x + dx, 0, w - 1);
          s += in[yy * w + xx];
        }
      out[y * w + x] = s / 9.0f;
    }
}
