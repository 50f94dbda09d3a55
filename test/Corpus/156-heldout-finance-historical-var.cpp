// RUN: loopgen %s  --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round. assign and resize of output vectors in a template); kept as written.
// Portfolio Value-at-Risk and Expected Shortfall by historical simulation.
// Scenario P&L = positions . scenario returns; the loss quantile is read off
// a fine histogram of the P&L distribution instead of a full sort.
#include <vector>
#include <cmath>
#include <algorithm>
#include <limits>

// scen_returns: nscen x nassets row-major. summary receives
// {VaR, ES, mean P&L, P&L standard deviation}. Returns VaR (a positive loss).
#pragma loopgen offload
#pragma loopgen validate(nscen = 5000, nassets = 200, nbins = 512, confidence = 0.99)
template <typename Real>
Real historical_var(const std::vector<Real>& scen_returns, const std::vector<Real>& positions,
                    int nscen, int nassets, int nbins, Real confidence,
                    std::vector<Real>& pnl, std::vector<int>& hist, std::vector<Real>& summary)
{
    summary.assign(4, Real(0));
    if (nscen <= 0 || nassets <= 0 || nbins <= 0) return Real(0);
    pnl.resize(nscen);
    hist.assign(nbins, 0);

    // scenario P&L and its moments / range
    Real lo = std::numeric_limits<Real>::max();
    Real hi = std::numeric_limits<Real>::lowest();
    Real sum = 0, sumsq = 0;
    for (int s = 0; s < nscen; ++s) {
        Real v = 0;
        const Real* r = &scen_returns[(size_t)s * nassets];
        for (int a = 0; a < nassets; ++a)
            v += positions[a] * r[a];
        pnl[s] = v;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        sum += v;
        sumsq += v * v;
    }
    const Real mean = sum / nscen;
    const Real var = std::max(sumsq / nscen - mean * mean, Real(0));

    // histogram of P&L
    const Real width = (hi > lo) ? (hi - lo) / nbins : Real(1);
    for (int s = 0; s < nscen; ++s) {
        int b = (int)((pnl[s] - lo) / width);
        b = std::min(std::max(b, 0), nbins - 1);
        hist[b] += 1;
    }

    // walk up the left tail until it holds (1 - confidence) of the scenarios
    const Real tail = (Real(1) - confidence) * nscen;
    int cum = 0, qbin = nbins - 1;
    for (int b = 0; b < nbins; ++b) {
        cum += hist[b];
        if (cum >= tail) { qbin = b; break; }
    }
    const Real threshold = lo + (qbin + 1) * width;
    const Real VaR = -threshold;

    // expected shortfall: mean P&L of scenarios at or beyond the VaR level
    Real tail_sum = 0;
    int tail_n = 0;
    for (int s = 0; s < nscen; ++s) {
        if (pnl[s] <= threshold) {
            tail_sum += pnl[s];
            ++tail_n;
        }
    }
    summary[0] = VaR;
    summary[1] = tail_n > 0 ? -tail_sum / tail_n : VaR;
    summary[2] = mean;
    summary[3] = std::sqrt(var);
    return VaR;
}

template double historical_var<double>(const std::vector<double>&, const std::vector<double>&,
                                       int, int, int, double, std::vector<double>&,
                                       std::vector<int>&, std::vector<double>&);
