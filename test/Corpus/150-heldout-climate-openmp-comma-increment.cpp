// RUN: loopgen %s --openmp --size nstations=64,window=7,tmin=23360,tmax=23360,hdd=768,cdd=768,smooth=23360 --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, seventh round, OpenMP. A comma increment ++k, ++day; sizes on the command line, as OpenMP code has no validate()); kept as written.
// Heating / cooling degree days per station and month, plus a centred
// running mean of the daily mean temperature, for a network of stations.
// Written for OpenMP: one station per thread.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

constexpr int kDaysPerYear = 365;
constexpr int kMonths = 12;

static const std::array<int, kMonths> kMonthLength = {31, 28, 31, 30, 31, 30,
                                                      31, 31, 30, 31, 30, 31};

// tmin, tmax: nstations x 365 daily extremes (deg C), station-major.
// hdd, cdd:   nstations x 12 monthly sums.
// smooth:     nstations x 365 running mean of (tmin + tmax) / 2 over `window` days.
// Returns the network-wide heating degree days (a demand indicator).
double degree_days(int nstations, int window, float base_temp,
                   const std::vector<float> &tmin,
                   const std::vector<float> &tmax, std::vector<float> &hdd,
                   std::vector<float> &cdd, std::vector<float> &smooth) {
  double network_hdd = 0.0;
  const int half = window / 2;

#pragma omp parallel for reduction(+ : network_hdd)
  for (int s = 0; s < nstations; ++s) {
    const int row = s * kDaysPerYear;
    int day = 0;
    double station_hdd = 0.0;
    for (int m = 0; m < kMonths; ++m) {
      float heat = 0.0f, cool = 0.0f;
      for (int k = 0; k < kMonthLength[m]; ++k, ++day) {
        const float mean = 0.5f * (tmin[row + day] + tmax[row + day]);
        heat += std::max(0.0f, base_temp - mean);
        cool += std::max(0.0f, mean - base_temp);
      }
      hdd[s * kMonths + m] = heat;
      cdd[s * kMonths + m] = cool;
      station_hdd += heat;
    }
    network_hdd += station_hdd;
  }

#pragma omp parallel for collapse(2)
  for (int s = 0; s < nstations; ++s) {
    for (int d = 0; d < kDaysPerYear; ++d) {
      const int row = s * kDaysPerYear;
      const int lo = std::max(0, d - half);
      const int hi = std::min(kDaysPerYear - 1, d + half);
      float sum = 0.0f;
      for (int k = lo; k <= hi; ++k)
        sum += 0.5f * (tmin[row + k] + tmax[row + k]);
      smooth[row + d] = sum / static_cast<float>(hi - lo + 1);
    }
  }
  return network_hdd;
}
