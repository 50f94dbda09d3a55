// RUN: loopgen %s --emit=harness -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A std::vector of vectors without a shape: the harness sizes its rows and
// columns from the loops that index them, a column subscript of several
// indices (`r[d * per_day + k]`) at its largest; a vector bounded by
// another's size gets the default count.
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(nstations = 50, ndays = 30, per_day = 24)
void daily_max(int nstations, int ndays, int per_day,
               const std::vector<std::vector<float>> &readings,
               std::vector<std::vector<float>> &tmax) {
  for (int s = 0; s < nstations; ++s) {
    const std::vector<float> &r = readings[s];
    for (int d = 0; d < ndays; ++d) {
      float hi = r[d * per_day];
      for (int k = 1; k < per_day; ++k)
        hi = r[d * per_day + k] > hi ? r[d * per_day + k] : hi;
      tmax[s][d] = hi;
    }
  }
}
// CHECK: const size_t readings_count = (size_t)((nstations) + 0) * (size_t)(ndays * per_day);
// CHECK: const size_t tmax_count = (size_t)((nstations) + 0) * (size_t)((ndays) + 0);

// A vector bounded by another's size (`w[i]` for i below y.size()): every
// such vector gets the harness's default count (1000, or --size w=...).
#pragma loopgen offload
float weighted(const std::vector<float> &w, const std::vector<float> &y) {
  float score = 0.0f;
  for (std::size_t i = 0; i < y.size(); ++i)
    score += w[i] * y[i];
  return score;
}
// CHECK-LABEL: validate_weighted
// CHECK: const size_t w_count = (loopgen_size<long long>("w", 1000)) + 0;
// CHECK: const size_t y_count = (loopgen_size<long long>("y", 1000)) + 0;

// VALID: PASS: 2 of 2 functions match the sequential original
