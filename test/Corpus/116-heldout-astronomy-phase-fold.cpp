// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
// Phase folding of a photometric light curve: each observation (time, flux)
// is folded on a trial period, assigned to one of nbins phase bins, and the
// per-bin flux sum and sample count are accumulated so the caller can form the
// mean folded profile (e.g. for a transit or variable-star search).
#include <cmath>

struct FoldParams {
    int n;        // number of observations
    int nbins;    // number of phase bins
    float period; // trial period (days)
    float t0;     // reference epoch (days)
};

#pragma loopgen offload
#pragma loopgen validate(p.n = 4096, p.nbins = 64)
#pragma loopgen array(time[p.n], flux[p.n], bin_sum[p.nbins], bin_count[p.nbins])
void fold_light_curve(const FoldParams &p, const float *time, const float *flux,
                      float *bin_sum, int *bin_count)
{
    if (p.n <= 0 || p.nbins <= 0)
        return;

    const float period = p.period > 1e-6f ? p.period : 1.0f;
    const float inv_period = 1.0f / period;

    for (int b = 0; b < p.nbins; ++b) {
        bin_sum[b] = 0.0f;
        bin_count[b] = 0;
    }

    for (int i = 0; i < p.n; ++i) {
        float phase = std::fmod(time[i] - p.t0, period) * inv_period;
        if (phase < 0.0f)
            phase += 1.0f;
        int bin = static_cast<int>(phase * p.nbins);
        if (bin >= p.nbins) bin = p.nbins - 1;
        if (bin < 0) bin = 0;
        bin_sum[bin] += flux[i];
        bin_count[bin] += 1;
    }
}
