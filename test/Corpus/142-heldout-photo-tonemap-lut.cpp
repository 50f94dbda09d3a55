// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. A std::array LUT filled by a loop, records of RGB); kept as written.
// HDR -> 8-bit display pipeline of a camera app: exposure, extended Reinhard
// tone curve on luminance, then display gamma through a lookup table, plus
// the log-luminance histogram the auto-exposure loop reads.
#include <array>
#include <cmath>
#include <cstdint>
#include <algorithm>

struct RGBf {
  float r, g, b;
};

static const float kLuma[3] = {0.2126f, 0.7152f, 0.0722f};  // Rec. 709

constexpr int kLutSize = 1024;
constexpr int kHistBins = 64;

static inline float luminance(const RGBf &c) {
  return kLuma[0] * c.r + kLuma[1] * c.g + kLuma[2] * c.b;
}

// out: npix x 3 bytes (R, G, B).
#pragma loopgen offload
#pragma loopgen array(hdr[npix])
#pragma loopgen validate(npix = 65536, exposure = 1.5, white_point = 4.0, gamma = 2.2)
void tonemap_to_srgb8(int npix, float exposure, float white_point, float gamma,
                      const RGBf *hdr, uint8_t *out) {
  if (npix <= 0) return;

  // Display-gamma LUT over [0, 1].
  std::array<uint8_t, kLutSize> lut;
  const float inv_gamma = 1.0f / std::max(gamma, 0.1f);
  for (int i = 0; i < kLutSize; ++i) {
    const float lin = static_cast<float>(i) / (kLutSize - 1);
    lut[i] = static_cast<uint8_t>(std::lround(255.0f * std::pow(lin, inv_gamma)));
  }

  const float inv_white2 = 1.0f / std::max(white_point * white_point, 1e-6f);

  for (int p = 0; p < npix; ++p) {
    const RGBf c = hdr[p];
    const float L = exposure * luminance(c);
    const float Ld = L * (1.0f + L * inv_white2) / (1.0f + L);
    const float scale = L > 0.0f ? exposure * Ld / L : 0.0f;

    const float rgb[3] = {c.r * scale, c.g * scale, c.b * scale};
    for (int ch = 0; ch < 3; ++ch) {
      const float v = std::min(std::max(rgb[ch], 0.0f), 1.0f);
      const int idx = static_cast<int>(v * (kLutSize - 1) + 0.5f);
      out[p * 3 + ch] = lut[idx];
    }
  }
}

// Histogram of log2 luminance over [log_min, log_max), clamped to the end bins.
#pragma loopgen offload
#pragma loopgen array(hdr[npix], hist[kHistBins])
#pragma loopgen validate(npix = 65536, log_min = -10.0, log_max = 4.0)
void log_luminance_histogram(int npix, float log_min, float log_max,
                             const RGBf *hdr, unsigned int *hist) {
  for (int b = 0; b < kHistBins; ++b) hist[b] = 0;
  if (npix <= 0 || !(log_max > log_min)) return;

  const float inv_range = 1.0f / (log_max - log_min);
  for (int p = 0; p < npix; ++p) {
    const float L = luminance(hdr[p]);
    const float lg = std::log2(std::max(L, 1e-6f));
    int bin = static_cast<int>((lg - log_min) * inv_range * kHistBins);
    bin = std::clamp(bin, 0, kHistBins - 1);
    hist[bin] += 1;
  }
}
