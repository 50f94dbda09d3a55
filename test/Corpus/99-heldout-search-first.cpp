// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for what it computes.
// Search: first sample where a sensor trace crosses a threshold after
// smoothing (moving average over a window), or -1 if it never does.
#include <cmath>

// Helper kept separate so it can be unit-tested.
static float window_mean(const float *x, long end, int window) {
  float s = 0.0f;
  for (int k = 0; k < window; ++k)
    s += x[end - k];
  return s / window;
}

#pragma loopgen offload
#pragma loopgen array(trace[n])
#pragma loopgen validate(n = 1000000, window = 8, threshold = 0.9)
long first_crossing(long n, int window, float threshold, const float *trace) {
  long found = -1;
  for (long i = window - 1; i < n; ++i) {
    if (window_mean(trace, i, window) > threshold) {
      found = i;
      break;
    }
  }
  return found;
}

// Same idea, but the first sample where the raw signal's slope is too steep.
#pragma loopgen offload
#pragma loopgen array(trace[n])
#pragma loopgen validate(n = 1000000, max_slope = 0.97)
long first_steep(long n, float max_slope, const float *trace) {
  long i = 1;
  for (; i < n; ++i) {
    if (std::fabs(trace[i] - trace[i - 1]) > max_slope)
      break;
  }
  return i < n ? i : -1;
}
