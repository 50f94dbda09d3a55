// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round); kept as written.
// Non-parametric bootstrap of the sample mean: B replicates, each drawing
// n observations with replacement using its own LCG stream.
#include <vector>
#include <cstdint>
#include <cmath>

namespace stats {

struct Lcg {
    uint32_t state;
    uint32_t next()
    {
        state = state * 1664525u + 1013904223u;   // Numerical Recipes
        return state;
    }
};

#pragma loopgen validate(nrep = 4096, seed = 12345)
#pragma loopgen offload
void bootstrap_means(const std::vector<double> &data, std::vector<double> &means,
                     int nrep, uint32_t seed)
{
    const uint32_t n = static_cast<uint32_t>(data.size());
    if (n == 0) return;

    for (int b = 0; b < nrep; ++b) {
        Lcg rng{seed ^ (0x9E3779B9u * static_cast<uint32_t>(b + 1))};
        double sum = 0.0;
        for (uint32_t k = 0; k < n; ++k) {
            uint32_t idx = rng.next() % n;
            sum += data[idx];
        }
        means[b] = sum / n;
    }
}

// standard error and percentile-free summary of the replicates
#pragma loopgen validate(nrep = 4096)
#pragma loopgen offload
double bootstrap_stderr(const std::vector<double> &means, int nrep)
{
    double mu = 0.0;
    for (int b = 0; b < nrep; ++b) mu += means[b];
    mu /= nrep;
    double ss = 0.0;
    for (int b = 0; b < nrep; ++b) {
        double d = means[b] - mu;
        ss += d * d;
    }
    return std::sqrt(ss / (nrep - 1));
}

} // namespace stats
