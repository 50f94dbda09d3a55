// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Audio DSP: naive DFT of a block of complex samples, plus a windowed FIR
// (complex-baseband) filter. Typical "reference implementation" code.
#include <complex>
#include <cmath>
#include <vector>

using cfloat = std::complex<float>;

static const float kPi = 3.14159265358979f;

// Hann-windowed DFT of one block: X[k] = sum_n w[n] x[n] e^{-2 pi i k n / N}
#pragma loopgen offload
#pragma loopgen array(x[n], X[n])
#pragma loopgen validate(n = 512)
void hann_dft(int n, const cfloat *x, cfloat *X) {
  for (int k = 0; k < n; ++k) {
    cfloat acc(0.0f, 0.0f);
    for (int t = 0; t < n; ++t) {
      float w = 0.5f - 0.5f * std::cos(2.0f * kPi * t / (n - 1));
      float ang = -2.0f * kPi * (float)k * (float)t / (float)n;
      cfloat tw(std::cos(ang), std::sin(ang));
      acc += w * x[t] * tw;
    }
    X[k] = acc / std::sqrt((float)n);
  }
}

// FIR filter with complex taps, zero history before the block start.
#pragma loopgen offload
#pragma loopgen array(in[n], taps[ntaps], out[n])
#pragma loopgen validate(n = 48000, ntaps = 63)
void fir_filter(int n, int ntaps, const cfloat *in, const cfloat *taps,
                cfloat *out) {
  for (int i = 0; i < n; ++i) {
    cfloat y = 0.0f;
    for (int k = 0; k < ntaps; ++k) {
      int j = i - k;
      if (j >= 0)
        y += taps[k] * in[j];
    }
    out[i] = y;
  }
}
