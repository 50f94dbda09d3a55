// RUN: loopgen %s --openmp --size h=40,w=50,radius=2,sigma_s=2.0,sigma_r=0.3 --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, seventh round, OpenMP. A window of neighbours clamped by a helper; sizes on the command line); kept as written.
// Edge-preserving bilateral filter for a single-channel float image, written
// for OpenMP.  Border pixels use clamped (replicated) neighbours.
#include <algorithm>
#include <cmath>
#include <vector>

static inline int clamp_index(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

void bilateral_filter(int h, int w, int radius, float sigma_s, float sigma_r,
                      const float *in, float *out) {
  if (radius < 0 || sigma_s <= 0.0f || sigma_r <= 0.0f) return;
  const int diam = 2 * radius + 1;

  // Spatial weights depend only on the offset: compute them once.
  std::vector<float> spatial(diam * diam);
  const float inv_2ss = 1.0f / (2.0f * sigma_s * sigma_s);
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx)
      spatial[(dy + radius) * diam + (dx + radius)] =
          std::exp(-static_cast<float>(dx * dx + dy * dy) * inv_2ss);

  const float inv_2rr = 1.0f / (2.0f * sigma_r * sigma_r);

#pragma omp parallel for collapse(2)
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const float centre = in[y * w + x];
      float num = 0.0f, den = 0.0f;
      for (int dy = -radius; dy <= radius; ++dy) {
        const int yy = clamp_index(y + dy, h);
        for (int dx = -radius; dx <= radius; ++dx) {
          const int xx = clamp_index(x + dx, w);
          const float val = in[yy * w + xx];
          const float diff = val - centre;
          const float wgt = spatial[(dy + radius) * diam + (dx + radius)] *
                            std::exp(-diff * diff * inv_2rr);
          num += wgt * val;
          den += wgt;
        }
      }
      out[y * w + x] = num / den;
    }
  }
}

// Mean absolute change introduced by the filter (a quick smoothing metric).
double mean_abs_change(int h, int w, const float *before, const float *after) {
  double total = 0.0;
#pragma omp parallel for reduction(+ : total)
  for (int i = 0; i < h * w; ++i)
    total += std::fabs(static_cast<double>(after[i]) - before[i]);
  return h * w > 0 ? total / (h * w) : 0.0;
}
