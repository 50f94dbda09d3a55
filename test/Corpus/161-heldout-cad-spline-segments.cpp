// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, tenth round. Records holding a coefficient array, a struct returned by a helper); kept as written.
// Piecewise-cubic (Hermite/B-spline converted to power basis) evaluation for a
// CAM toolpath resampler. Each segment stores its knot and local polynomial.
#include <cmath>

struct SplineSeg {
    float x0;       // left knot of the segment
    float coef[4];  // c0 + c1*t + c2*t^2 + c3*t^3, t = x - x0
};

struct EvalResult {
    float value;
    float slope;
    float curvature;
};

// Last segment whose left knot is <= x (segments are sorted by x0).
static int find_segment(const SplineSeg* segs, int nseg, float x)
{
    int lo = 0, hi = nseg - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (segs[mid].x0 <= x)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

static EvalResult eval_segment(const SplineSeg& s, float x)
{
    float t = x - s.x0;
    const float* c = s.coef;
    EvalResult r;
    r.value = ((c[3] * t + c[2]) * t + c[1]) * t + c[0];
    r.slope = (3.0f * c[3] * t + 2.0f * c[2]) * t + c[1];
    r.curvature = 6.0f * c[3] * t + 2.0f * c[2];
    return r;
}

#pragma loopgen array(segs[nseg])
#pragma loopgen validate(nseg = 1024, nq = 200000)
#pragma loopgen offload
void resample_spline(const SplineSeg* segs, const float* xq, float* yq, float* kappa,
                     int nseg, int nq)
{
    for (int q = 0; q < nq; ++q) {
        float x = xq[q];
        int s = find_segment(segs, nseg, x);
        EvalResult e = eval_segment(segs[s], x);
        yq[q] = e.value;
        // signed curvature of the graph y(x)
        float denom = 1.0f + e.slope * e.slope;
        kappa[q] = e.curvature / (denom * std::sqrt(denom));
    }
}
