// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Statistics: histogram over [lo, hi) plus mean and (sample) variance,
// Welford-free two-pass version.
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(nbins = 64, lo = 0.0, hi = 1.0)
void describe(const std::vector<double> &data, int nbins, double lo, double hi,
              std::vector<long> &hist, double &mean, double &var) {
  const size_t n = data.size();
  for (int b = 0; b < nbins; ++b)
    hist[b] = 0;

  double sum = 0.0;
  const double scale = nbins / (hi - lo);
  for (size_t i = 0; i < n; ++i) {
    double v = data[i];
    sum += v;
    int b = (int)std::floor((v - lo) * scale);
    if (b < 0) b = 0;
    if (b >= nbins) b = nbins - 1;
    hist[b] += 1;
  }
  mean = sum / n;

  double ss = 0.0;
  for (size_t i = 0; i < n; ++i) {
    double d = data[i] - mean;
    ss += d * d;
  }
  var = n > 1 ? ss / (n - 1) : 0.0;
}
