// Smooths a step function and checks what the smoothing must keep: the
// sum of a (the boundaries hold, each sweep only moves mass inward) and its
// range.
#include "smooth.h"
#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  const int n = 100000;
  std::vector<float> a(n), b(n);
  for (int i = 0; i < n; ++i)
    a[i] = b[i] = i < n / 2 ? 1.0f : 0.0f;
  double before = 0;
  for (float x : a)
    before += x;
  smooth(n, 50, a.data(), b.data());
  double after = 0;
  float lo = 1, hi = 0;
  for (float x : a) {
    after += x;
    lo = std::fmin(lo, x);
    hi = std::fmax(hi, x);
  }
  std::printf("sum before %.3f, after %.3f, range [%.3f, %.3f]\n", before,
              after, lo, hi);
  bool ok = std::fabs(after - before) < 1e-2 && lo >= 0 && hi <= 1 &&
            a[n / 2 - 1] < 1 && a[n / 2] > 0;
  std::printf("%s\n", ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}
