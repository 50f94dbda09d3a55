// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Its output once did not compile: std::max(1L, n) printed as std::max(1, n).
// Finance: historical-simulation Value-at-Risk without sorting. For each
// scenario the portfolio P&L is the exposure-weighted sum of that scenario's
// asset returns; the P&L range (min/max) sets up an nbins histogram, and the
// VaR at the given confidence is read off the cumulative loss tail (left end
// of the distribution). The result is the loss at the lower edge of the bin
// where the tail mass first reaches 1 - confidence, reported as a positive
// number for a loss; its resolution is one bin width.
#include <algorithm>
#include <cmath>
#include <limits>

#pragma loopgen offload
#pragma loopgen validate(nscen = 8192, nassets = 64, nbins = 512)
#pragma loopgen array(returns[nscen][nassets], exposure[nassets], pnl[nscen], hist[nbins])
double historical_var(const double *returns, const double *exposure, double *pnl, int *hist,
                      int nscen, int nassets, int nbins, double confidence)
{
    if (nscen <= 0 || nbins <= 0)
        return 0.0;

    double lo = std::numeric_limits<double>::max();
    double hi = std::numeric_limits<double>::lowest();
    for (int s = 0; s < nscen; ++s) {
        const double *r = returns + static_cast<long>(s) * nassets;
        double v = 0.0;
        for (int a = 0; a < nassets; ++a)
            v += exposure[a] * r[a];
        pnl[s] = v;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }

    const double width = (hi - lo) / nbins;
    const double inv_width = width > 0.0 ? 1.0 / width : 0.0;

    for (int b = 0; b < nbins; ++b)
        hist[b] = 0;
    for (int s = 0; s < nscen; ++s) {
        int b = static_cast<int>((pnl[s] - lo) * inv_width);
        if (b >= nbins)
            b = nbins - 1;
        hist[b] += 1;
    }

    const double conf = std::min(std::max(confidence, 0.5), 0.999);
    const long tail = std::max(1L, static_cast<long>(std::ceil((1.0 - conf) * nscen)));
    long cum = 0;
    int b = 0;
    for (; b < nbins - 1; ++b) {
        cum += hist[b];
        if (cum >= tail)
            break;
    }
    return -(lo + b * width);
}
