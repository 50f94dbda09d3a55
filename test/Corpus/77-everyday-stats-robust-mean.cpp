// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: std::vector<float>& with range-for, do { ... } while (...) refinement capped by max_iter,
// double accumulators, std::abs/std::sqrt/std::min, histogram with computed bin index (hist[b] += 1),
// static const Huber constant, z-score output.
// Field: statistics. Robust (Huber) location estimate by iteratively reweighted mean, then the
// standard deviation, z-scores and a 10-bin histogram of the sample.
#include <vector>
#include <cmath>
#include <algorithm>

#pragma loopgen validate(n = 2000, max_iter = 50)
#pragma loopgen array(hist[10])
#pragma loopgen offload
void robust_summary(const float* x, int n, int max_iter, float* z, int* hist, float* stats)
{
    static const double huber_k = 0.3;
    double mu = 0.0;
    for (int i = 0; i < n; ++i)
        mu += x[i];
    mu /= n;

    int iter = 0;
    double delta;
    do {
        double wsum = 0.0, wxsum = 0.0;
        for (int i = 0; i < n; ++i) {
            double r = std::abs(x[i] - mu);
            double w = r <= huber_k ? 1.0 : huber_k / r;
            wsum += w;
            wxsum += w * x[i];
        }
        double next = wxsum / wsum;
        delta = std::abs(next - mu);
        mu = next;
        ++iter;
    } while (delta > 1e-7 && iter < max_iter);

    double ss = 0.0;
    for (int i = 0; i < n; ++i)
        ss += (x[i] - mu) * (x[i] - mu);
    double sd = std::sqrt(ss / (n - 1));

    for (int b = 0; b < 10; ++b)
        hist[b] = 0;
    for (int i = 0; i < n; ++i) {
        z[i] = (float)((x[i] - mu) / sd);
        int b = std::min((int)(x[i] * 10.0f), 9);
        hist[b] += 1;
    }
    stats[0] = (float)mu;
    stats[1] = (float)sd;
    stats[2] = (float)iter;
}
