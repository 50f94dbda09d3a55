// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// 2-D constant-density acoustic wave propagation for seismic modelling / RTM.
// Second order in time, fourth order in space finite differences on a regular
// grid with a spatially varying velocity model.  A Ricker wavelet is injected
// at the source location every time step.  Fields are stored row-major
// (index = iy * nx + ix); the two outermost rings of cells are held fixed.
#include <vector>
#include <cmath>
#include <algorithm>
#include <utility>

class WaveSim {
public:
    int nx = 0, ny = 0;          // grid size
    int src_x = 0, src_y = 0;    // source position (grid indices)
    float peak_freq = 15.0f;     // Ricker peak frequency [Hz]
    float time = 0.0f;           // current simulation time [s]

    std::vector<float> vel;      // P-wave velocity model, nx*ny
    std::vector<float> p_prev;   // pressure at t - dt
    std::vector<float> p;        // pressure at t
    std::vector<float> p_next;   // pressure at t + dt

    WaveSim() = default;

    void step(int nsteps, float dt, float dx);

private:
    float ricker(float t) const;
};

float WaveSim::ricker(float t) const
{
    const float pi = 3.14159265358979f;
    const float t0 = 1.2f / std::max(peak_freq, 1e-3f);
    const float a = pi * peak_freq * (t - t0);
    const float a2 = a * a;
    return (1.0f - 2.0f * a2) * std::exp(-a2);
}

#pragma loopgen offload
#pragma loopgen validate(nx = 256, ny = 256, nsteps = 10, dt = 0.001, dx = 0.01)
void WaveSim::step(int nsteps, float dt, float dx)
{
    // 4th-order central second-derivative coefficients
    const float c0 = -5.0f / 2.0f;
    const float c1 = 4.0f / 3.0f;
    const float c2 = -1.0f / 12.0f;

    const float inv_dx2 = (dx > 0.0f) ? 1.0f / (dx * dx) : 0.0f;
    const float dt2 = dt * dt;

    const int sx = std::min(std::max(src_x, 2), std::max(nx - 3, 2));
    const int sy = std::min(std::max(src_y, 2), std::max(ny - 3, 2));

    for (int it = 0; it < nsteps; ++it) {
        for (int iy = 2; iy < ny - 2; ++iy) {
            for (int ix = 2; ix < nx - 2; ++ix) {
                const int k = iy * nx + ix;
                const float d2x = c2 * (p[k - 2] + p[k + 2])
                                + c1 * (p[k - 1] + p[k + 1])
                                + c0 * p[k];
                const float d2y = c2 * (p[k - 2 * nx] + p[k + 2 * nx])
                                + c1 * (p[k - nx] + p[k + nx])
                                + c0 * p[k];
                const float lap = (d2x + d2y) * inv_dx2;
                const float v = vel[k];
                p_next[k] = 2.0f * p[k] - p_prev[k] + v * v * dt2 * lap;
            }
        }

        if (nx > 4 && ny > 4)
            p_next[sy * nx + sx] += dt2 * ricker(time);

        std::swap(p_prev, p);
        std::swap(p, p_next);
        time += dt;
    }
}
