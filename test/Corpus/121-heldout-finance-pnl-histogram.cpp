// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
// Scenario-based risk: for each of ns market scenarios the portfolio P&L is
// the dot product of the position vector with that scenario's asset returns
// (pnl[s] = sum_a pos[a] * ret[s][a]). The P&L values are stored and binned
// into an nbins histogram over [lo, hi); values outside are clamped into the
// first/last bin so tail mass is not lost (used for VaR / ES estimates).
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(ns = 4096, na = 64, nbins = 128)
#pragma loopgen array(ret[ns][na], pos[na], pnl[ns], hist[nbins])
void pnl_histogram(int ns, int na, int nbins, const double *ret, const double *pos,
                   double lo, double hi, double *pnl, int *hist)
{
    const double width = (hi - lo) / (nbins > 0 ? nbins : 1);
    const double inv_width = std::fabs(width) > 1e-12 ? 1.0 / width : 0.0;

    for (int b = 0; b < nbins; ++b)
        hist[b] = 0;

    for (int s = 0; s < ns; ++s) {
        const double *r = ret + static_cast<long>(s) * na;
        double v = 0.0;
        for (int a = 0; a < na; ++a)
            v += pos[a] * r[a];
        pnl[s] = v;

        int bin = static_cast<int>(std::floor((v - lo) * inv_width));
        if (bin < 0) bin = 0;
        if (bin >= nbins) bin = nbins - 1;
        if (bin >= 0)
            hist[bin] += 1;
    }
}
