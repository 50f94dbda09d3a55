// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Parallel primitives: an in-place bitonic sorting network over a power-
// of-two key array, and stream compaction by an exclusive prefix sum.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(keys[n])
#pragma loopgen validate(n = 16384)
void bitonic_sort(int n, int *keys) {
  for (int k = 2; k <= n; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
#pragma loopgen parallel
      for (int i = 0; i < n; ++i) {
        const int l = i ^ j;
        if (l > i) {
          const bool ascending = (i & k) == 0;
          if ((keys[i] > keys[l]) == ascending)
            std::swap(keys[i], keys[l]);
        }
      }
    }
  }
}

#pragma loopgen offload
#pragma loopgen array(vals[n], offsets[n], out[n])
#pragma loopgen validate(n = 100000, threshold = 0.5f)
int compact_above(int n, float threshold, const float *vals, int *offsets,
                  float *out) {
  int total = 0;
  for (int i = 0; i < n; ++i) {
    offsets[i] = total;
    total += vals[i] > threshold ? 1 : 0;
  }
  for (int i = 0; i < n; ++i) {
    if (vals[i] > threshold)
      out[offsets[i]] = vals[i];
  }
  return total;
}
