// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Audio: a bank of biquad filters (one per channel, transposed direct
// form II, planar buffers) and a linear-interpolation resampler over
// interleaved frames.
#include <algorithm>
#include <cmath>

struct Biquad {
  float b0, b1, b2, a1, a2;
};

#pragma loopgen offload
#pragma loopgen array(in[nch][nframes], out[nch][nframes], coeffs[nch])
#pragma loopgen validate(nch = 64, nframes = 4096)
void biquad_bank(int nch, int nframes, const float *in, float *out,
                 const Biquad *coeffs) {
  for (int c = 0; c < nch; ++c) {
    const Biquad &q = coeffs[c];
    float z1 = 0.0f, z2 = 0.0f;
    const float *x = in + c * nframes;
    float *y = out + c * nframes;
    for (int t = 0; t < nframes; ++t) {
      const float v = x[t];
      const float o = q.b0 * v + z1;
      z1 = q.b1 * v - q.a1 * o + z2;
      z2 = q.b2 * v - q.a2 * o;
      y[t] = o;
    }
  }
}

#pragma loopgen offload
#pragma loopgen array(src[in_frames][channels], dst[out_frames][channels])
#pragma loopgen validate(in_frames = 44100, out_frames = 48000, channels = 2)
void resample_linear(int in_frames, int out_frames, int channels,
                     const float *src, float *dst) {
  const double ratio = double(in_frames - 1) / double(out_frames - 1);
  for (int i = 0; i < out_frames; ++i) {
    const double pos = i * ratio;
    const int i0 = static_cast<int>(pos);
    const int i1 = std::min(i0 + 1, in_frames - 1);
    const float frac = static_cast<float>(pos - i0);
    for (int ch = 0; ch < channels; ++ch) {
      const float s0 = src[i0 * channels + ch];
      const float s1 = src[i1 * channels + ch];
      dst[i * channels + ch] = s0 + (s1 - s0) * frac;
    }
  }
}
