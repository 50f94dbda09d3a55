// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: std::vector<float>& params with .size() bounds, static const coefficient table,
// early return, std::max/std::abs, range-for accumulation into double, lambda helper.
// Field: audio DSP. Computes a 5-tap FIR smoothing filter with clamped borders, then normalises
// the output by its peak absolute value.
#include <vector>
#include <cmath>
#include <algorithm>

#pragma loopgen validate(gain = 0.8)
#pragma loopgen array(in[1000], out[1000])
#pragma loopgen offload
void smooth_and_normalise(const std::vector<float>& in, std::vector<float>& out, float gain)
{
    static const float taps[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
    const int n = (int)in.size();
    if (n == 0) return;
    auto at = [&](int k) { return in[std::min(std::max(k, 0), n - 1)]; };
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int t = 0; t < 5; ++t)
            acc += taps[t] * at(i + t - 2);
        out[i] = acc * gain;
    }
    float peak = 0.0f;
    for (float v : out)
        peak = std::max(peak, std::abs(v));
    double energy = 0.0;
    for (size_t i = 0; i < out.size(); ++i)
        energy += (double)out[i] * out[i];
    if (peak > 0.0f) {
        for (size_t i = 0; i < out.size(); ++i)
            out[i] = out[i] / peak;
    }
}
