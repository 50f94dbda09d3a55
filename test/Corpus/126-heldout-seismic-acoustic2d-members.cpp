// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Seismic imaging: 2-D acoustic wave propagation (second order in time, fourth
// order in space) on a regular grid. The model holds the velocity field and two
// pressure time levels; advance() leapfrogs the wavefield for a number of steps
// with a point source injected at the grid centre and rigid (zero) borders.
#include <vector>
#include <cmath>
#include <utility>

struct AcousticModel {
    int nx = 0, nz = 0;
    float dx = 10.0f, dt = 0.001f;
    std::vector<float> vel;    // velocity model, nz*nx
    std::vector<float> p_prev; // pressure at t-1
    std::vector<float> p_cur;  // pressure at t

    AcousticModel() = default;

#pragma loopgen offload
#pragma loopgen validate(nx = 256, nz = 256, steps = 10)
    void advance(int steps, float src_amp) {
        const float c0 = -2.5f, c1 = 4.0f / 3.0f, c2 = -1.0f / 12.0f;
        const float inv_dx2 = 1.0f / (dx * dx);
        std::vector<float> p_next(static_cast<size_t>(nx) * nz, 0.0f);
        for (int t = 0; t < steps; ++t) {
            for (int iz = 2; iz < nz - 2; ++iz) {
                for (int ix = 2; ix < nx - 2; ++ix) {
                    const int k = iz * nx + ix;
                    float lap_x = c0 * p_cur[k]
                                + c1 * (p_cur[k - 1] + p_cur[k + 1])
                                + c2 * (p_cur[k - 2] + p_cur[k + 2]);
                    float lap_z = c0 * p_cur[k]
                                + c1 * (p_cur[k - nx] + p_cur[k + nx])
                                + c2 * (p_cur[k - 2 * nx] + p_cur[k + 2 * nx]);
                    float v = vel[k] * 1000.0f + 1500.0f; // m/s
                    float courant2 = v * v * dt * dt * inv_dx2;
                    p_next[k] = 2.0f * p_cur[k] - p_prev[k] + courant2 * (lap_x + lap_z);
                }
            }
            // Ricker-like source wavelet at the centre
            const float f0 = 25.0f;
            float arg = 3.14159265f * f0 * (t * dt - 0.04f);
            arg *= arg;
            p_next[(nz / 2) * nx + nx / 2] += src_amp * (1.0f - 2.0f * arg) * std::exp(-arg);

            std::swap(p_prev, p_cur);
            std::swap(p_cur, p_next);
        }
    }
};
