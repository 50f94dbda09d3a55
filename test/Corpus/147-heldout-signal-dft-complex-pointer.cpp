// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 3 of 3 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. A std::complex<double> pointer without a shape, a template autocorrelation over t + lag < n); kept as written.
// Vibration analysis helpers: a reference (naive, O(n^2)) DFT used to check
// the FFT path on odd-length captures, and the normalised autocorrelation
// used for period detection.
#include <complex>
#include <cmath>
#include <cstddef>

constexpr double kTwoPi = 6.283185307179586476925286766559;

// X[k] = sum_t x[t] * exp(-2*pi*i*k*t/n); the twiddle index is reduced mod n
// so the phase stays accurate for long captures.
#pragma loopgen offload
#pragma loopgen validate(n = 2048)
void naive_dft(int n, const double *x, std::complex<double> *spectrum) {
  if (n <= 0) return;
  const double step = -kTwoPi / n;
  for (int k = 0; k < n; ++k) {
    std::complex<double> acc(0.0, 0.0);
    for (int t = 0; t < n; ++t) {
      const long long idx = (static_cast<long long>(k) * t) % n;
      acc += x[t] * std::polar(1.0, step * static_cast<double>(idx));
    }
    spectrum[k] = acc;
  }
}

// r[lag] = sum_t (x[t]-mean)(x[t+lag]-mean) / sum_t (x[t]-mean)^2
#pragma loopgen offload
#pragma loopgen validate(n = 4096, max_lag = 256)
template <typename T>
void autocorrelation(const T *x, T *r, int n, int max_lag) {
  if (n <= 0 || max_lag <= 0) return;

  T mean = T(0);
  for (int t = 0; t < n; ++t) mean += x[t];
  mean /= static_cast<T>(n);

  T energy = T(0);
  for (int t = 0; t < n; ++t) {
    const T d = x[t] - mean;
    energy += d * d;
  }

  for (int lag = 0; lag < max_lag; ++lag) {
    T acc = T(0);
    for (int t = 0; t + lag < n; ++t) acc += (x[t] - mean) * (x[t + lag] - mean);
    r[lag] = energy > T(0) ? acc / energy : T(0);
  }
}

template void autocorrelation<float>(const float *, float *, int, int);
template void autocorrelation<double>(const double *, double *, int, int);
