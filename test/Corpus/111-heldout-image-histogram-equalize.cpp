// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Image processing: global histogram equalization of an 8-bit grey image
// (histogram, cumulative distribution, lookup table, remap).
#include <algorithm>
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(img[npix], out[npix])
#pragma loopgen validate(npix = 1048576)
void equalize_histogram(int npix, const unsigned char *img, unsigned char *out) {
  unsigned int hist[256] = {0};
  for (int i = 0; i < npix; ++i)
    hist[img[i]]++;

  unsigned int cdf[256];
  unsigned int running = 0;
  for (int b = 0; b < 256; ++b) {
    running += hist[b];
    cdf[b] = running;
  }

  unsigned int cdf_min = 0;
  for (int b = 0; b < 256; ++b) {
    if (cdf[b] != 0) {
      cdf_min = cdf[b];
      break;
    }
  }

  const double denom = std::max(1.0, double(npix) - double(cdf_min));
  unsigned char lut[256];
  for (int b = 0; b < 256; ++b) {
    if (cdf[b] < cdf_min) {
      lut[b] = 0;
    } else {
      const double v = std::round((cdf[b] - cdf_min) * 255.0 / denom);
      lut[b] = static_cast<unsigned char>(std::min(255.0, v));
    }
  }

  for (int i = 0; i < npix; ++i)
    out[i] = lut[img[i]];
}
