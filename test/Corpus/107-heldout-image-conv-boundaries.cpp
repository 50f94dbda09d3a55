// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Image / signal processing: 5x5 Gaussian over a planar multi-channel
// image with clamp-to-edge borders, and a 1-D "same" convolution with
// mirrored (reflect) borders over std::vector<double>.
#include <algorithm>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(img[C][H][W], out[C][H][W])
#pragma loopgen validate(C = 3, H = 480, W = 640)
void gaussian5x5_clamp(int C, int H, int W, const float *img, float *out) {
  static const float k[5][5] = {{1, 4, 6, 4, 1},
                                {4, 16, 24, 16, 4},
                                {6, 24, 36, 24, 6},
                                {4, 16, 24, 16, 4},
                                {1, 4, 6, 4, 1}};
  auto at = [&](int c, int y, int x) {
    y = std::clamp(y, 0, H - 1);
    x = std::clamp(x, 0, W - 1);
    return img[(c * H + y) * W + x];
  };
  for (int c = 0; c < C; ++c)
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x) {
        float acc = 0.0f;
        for (int dy = -2; dy <= 2; ++dy)
          for (int dx = -2; dx <= 2; ++dx)
            acc += k[dy + 2][dx + 2] * at(c, y + dy, x + dx);
        out[(c * H + y) * W + x] = acc / 256.0f;
      }
}

static inline int reflect(int i, int n) {
  if (i < 0)
    return -i;
  if (i >= n)
    return 2 * n - 2 - i;
  return i;
}

#pragma loopgen offload
#pragma loopgen array(signal[n], taps[ntaps], result[n])
#pragma loopgen validate(n = 100000, ntaps = 31)
void conv1d_reflect(int n, int ntaps, const std::vector<double> &signal,
                    const std::vector<double> &taps, std::vector<double> &result) {
  const int half = ntaps / 2;
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int t = 0; t < ntaps; ++t)
      s += taps[t] * signal[reflect(i + t - half, n)];
    result[i] = s;
  }
}
