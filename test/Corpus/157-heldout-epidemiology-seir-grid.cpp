// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round. Rotated pointers read at clamped neighbours through a lambda); kept as written.
// Spatial SEIR epidemic on a regular grid of communities. Each cell mixes
// mostly locally and a fraction `mobility` with its four neighbours
// (reflecting borders). Explicit Euler in time with double-buffered fields.
#include <vector>
#include <utility>
#include <algorithm>

#pragma loopgen offload
#pragma loopgen validate(nx = 96, ny = 96, steps = 60, beta = 0.35, sigma = 0.2, gamma = 0.1, mobility = 0.05, dt = 0.5)
void seir_grid(float* S, float* E, float* I, float* R, float* peak_I,
               int nx, int ny, int steps, float beta, float sigma,
               float gamma, float mobility, float dt)
{
    if (nx <= 0 || ny <= 0 || steps <= 0) return;
    const int n = nx * ny;
    std::vector<float> bS(n), bE(n), bI(n), bR(n);

    float *s0 = S, *e0 = E, *i0 = I, *r0 = R;
    float *s1 = bS.data(), *e1 = bE.data(), *i1 = bI.data(), *r1 = bR.data();

    for (int c = 0; c < n; ++c)
        peak_I[c] = i0[c];

    // infectious fraction of a cell's population
    auto prevalence = [&](int k) {
        const float N = s0[k] + e0[k] + i0[k] + r0[k];
        return N > 1e-6f ? i0[k] / N : 0.0f;
    };

    for (int t = 0; t < steps; ++t) {
        for (int y = 0; y < ny; ++y) {
            const int yd = std::max(y - 1, 0), yu = std::min(y + 1, ny - 1);
            for (int x = 0; x < nx; ++x) {
                const int xl = std::max(x - 1, 0), xr = std::min(x + 1, nx - 1);
                const int c = y * nx + x;
                const float neigh = 0.25f * (prevalence(y * nx + xl) + prevalence(y * nx + xr) +
                                             prevalence(yd * nx + x) + prevalence(yu * nx + x));
                const float lambda = beta * ((1.0f - mobility) * prevalence(c) + mobility * neigh);

                const float s = s0[c], e = e0[c], i = i0[c], r = r0[c];
                const float new_exposed = std::min(dt * lambda * s, s);
                const float new_infectious = dt * sigma * e;
                const float new_recovered = dt * gamma * i;

                s1[c] = s - new_exposed;
                e1[c] = std::max(e + new_exposed - new_infectious, 0.0f);
                i1[c] = std::max(i + new_infectious - new_recovered, 0.0f);
                r1[c] = r + new_recovered;
                peak_I[c] = std::max(peak_I[c], i1[c]);
            }
        }
        std::swap(s0, s1);
        std::swap(e0, e1);
        std::swap(i0, i1);
        std::swap(r0, r1);
    }

    // after an odd number of steps the newest state lives in the scratch buffers
    if (s0 != S) {
        for (int c = 0; c < n; ++c) {
            S[c] = s0[c];
            E[c] = e0[c];
            I[c] = i0[c];
            R[c] = r0[c];
        }
    }
}
