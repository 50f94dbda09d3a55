// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Daily min / max / mean temperature for each weather station.
#include <vector>
#include <limits>

#pragma loopgen offload
#pragma loopgen validate(nstations = 500, ndays = 365, samples_per_day = 24)
void daily_stats(int nstations, int ndays, int samples_per_day,
                 const std::vector<std::vector<float>> &readings,
                 std::vector<std::vector<float>> &tmin,
                 std::vector<std::vector<float>> &tmax,
                 std::vector<std::vector<float>> &tmean) {
  for (int s = 0; s < nstations; ++s) {
    const std::vector<float> &r = readings[s];
    for (int d = 0; d < ndays; ++d) {
      float lo = std::numeric_limits<float>::max();
      float hi = -std::numeric_limits<float>::max();
      float sum = 0.0f;
      for (int k = 0; k < samples_per_day; ++k) {
        float v = r[d * samples_per_day + k];
        if (v < lo) lo = v;
        if (v > hi) hi = v;
        sum += v;
      }
      tmin[s][d] = lo;
      tmax[s][d] = hi;
      tmean[s][d] = sum / samples_per_day;
    }
  }
}
