// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a constant table held in a std::array<float, 5> local
//            (initialized with a brace list), indexed by the tap loop.
// Field:     audio DSP, a 5-tap symmetric low-pass FIR on multichannel
//            (planar) audio.
// Computes:  y[c][i] = sum_k taps[k] * x[c][i - k], with samples before the
//            start of the block taken as zero.
// GPU:       channel c and sample i are parallel (a 2-D grid, i on
//            threadIdx.x); the tap loop is sequential per thread and
//            unrollable; taps is a constant table. No reduction.
#include <array>

#pragma loopgen offload
#pragma loopgen array(x[nch][nframes], y[nch][nframes])
#pragma loopgen validate(nch = 2, nframes = 4096)
void fir_lowpass5(int nch, int nframes, const float *x, float *y) {
  const std::array<float, 5> taps = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
  for (int c = 0; c < nch; ++c) {
    const float *in = x + c * nframes;
    for (int i = 0; i < nframes; ++i) {
      float acc = 0.0f;
      for (int k = 0; k < static_cast<int>(taps.size()); ++k) {
        if (i - k >= 0)
          acc += taps[k] * in[i - k];
      }
      y[c * nframes + i] = acc;
    }
  }
}
