// RUN: loopgen %s --openmp --size h=40,w=50,win=2,min_eig=0.001 --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round, OpenMP. Flow written in both branches of an if; sizes on the command line); kept as written.
// Dense Lucas-Kanade optical flow between two grey-scale frames.
// Gradients by central differences (replicated borders), then a windowed
// least-squares solve per pixel. Pixels whose structure tensor has a small
// minimum eigenvalue (aperture problem) get zero flow.
#include <omp.h>
#include <vector>
#include <cmath>
#include <algorithm>

// Returns the mean flow magnitude over the pixels that were solved.
double lucas_kanade_dense(const float* I0, const float* I1, int w, int h,
                          int win, float min_eig, float* u, float* v)
{
    if (w <= 0 || h <= 0) return 0.0;
    const size_t npix = (size_t)w * h;
    std::vector<float> Ix(npix), Iy(npix), It(npix);

    #pragma omp parallel for collapse(2) schedule(static)
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const int xm = std::max(x - 1, 0), xp = std::min(x + 1, w - 1);
            const int ym = std::max(y - 1, 0), yp = std::min(y + 1, h - 1);
            const size_t c = (size_t)y * w + x;
            // average the spatial derivative of both frames
            Ix[c] = 0.25f * ((I0[(size_t)y * w + xp] - I0[(size_t)y * w + xm]) +
                             (I1[(size_t)y * w + xp] - I1[(size_t)y * w + xm]));
            Iy[c] = 0.25f * ((I0[(size_t)yp * w + x] - I0[(size_t)ym * w + x]) +
                             (I1[(size_t)yp * w + x] - I1[(size_t)ym * w + x]));
            It[c] = I1[c] - I0[c];
        }
    }

    double mag_sum = 0.0;
    long solved = 0;
    int x, y, dx, dy;
    float sxx, sxy, syy, sxt, syt;

    #pragma omp parallel for collapse(2) schedule(dynamic, 16) \
        private(x, y, dx, dy, sxx, sxy, syy, sxt, syt) reduction(+:mag_sum, solved)
    for (y = 0; y < h; ++y) {
        for (x = 0; x < w; ++x) {
            sxx = sxy = syy = sxt = syt = 0.0f;
            for (dy = -win; dy <= win; ++dy) {
                const int yy = std::min(std::max(y + dy, 0), h - 1);
                for (dx = -win; dx <= win; ++dx) {
                    const int xx = std::min(std::max(x + dx, 0), w - 1);
                    const size_t k = (size_t)yy * w + xx;
                    const float gx = Ix[k], gy = Iy[k], gt = It[k];
                    sxx += gx * gx;
                    sxy += gx * gy;
                    syy += gy * gy;
                    sxt += gx * gt;
                    syt += gy * gt;
                }
            }
            const float tr = sxx + syy;
            const float det = sxx * syy - sxy * sxy;
            const float disc = std::sqrt(std::max(0.25f * tr * tr - det, 0.0f));
            const float lmin = 0.5f * tr - disc;
            const size_t c = (size_t)y * w + x;
            if (lmin > min_eig && std::fabs(det) > 1e-12f) {
                const float inv = 1.0f / det;
                u[c] = (-syy * sxt + sxy * syt) * inv;
                v[c] = ( sxy * sxt - sxx * syt) * inv;
                mag_sum += std::sqrt((double)u[c] * u[c] + (double)v[c] * v[c]);
                solved += 1;
            } else {
                u[c] = 0.0f;
                v[c] = 0.0f;
            }
        }
    }
    return solved > 0 ? mag_sum / solved : 0.0;
}
