// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round. out_len = in_len / decim, input read through a row pointer); kept as written.
// Polyphase-free (direct form) decimating FIR filter applied to a bank of
// channels. Input is channel-major: in[ch * in_len + t].
#include <array>
#include <vector>
#include <cstddef>

namespace dsp {

using Taps = std::array<float, 16>;

// 16-tap half-band-ish low-pass, Hamming windowed (symmetric)
static const Taps kLowpass = {
    -0.0021f, -0.0052f, -0.0034f,  0.0187f,  0.0528f,  0.0893f,  0.1198f,  0.1301f,
     0.1301f,  0.1198f,  0.0893f,  0.0528f,  0.0187f, -0.0034f, -0.0052f, -0.0021f};

#pragma loopgen validate(channels = 32, in_len = 65536, decim = 4)
#pragma loopgen offload
void fir_decimate(const std::vector<float> &in, std::vector<float> &out,
                  const Taps &gain_taps, int channels, int in_len, int decim)
{
    const int out_len = in_len / decim;
    const int ntaps = static_cast<int>(kLowpass.size());

    for (int ch = 0; ch < channels; ++ch) {
        const float *x = in.data() + static_cast<std::size_t>(ch) * in_len;
        for (int n = 0; n < out_len; ++n) {
            const int t0 = n * decim;
            float acc = 0.0f;
            for (int k = 0; k < ntaps; ++k) {
                const int t = t0 - k;
                if (t >= 0)
                    acc += kLowpass[k] * gain_taps[k] * x[t];
            }
            out[ch * out_len + n] = acc;
        }
    }
}

} // namespace dsp
