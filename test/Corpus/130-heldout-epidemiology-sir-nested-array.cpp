// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Metapopulation SIR model on a regular grid of regions (e.g. counties on a
// raster).  Each region has its own transmission rate; the force of infection
// in a region mixes its own prevalence with the mean prevalence of its 4
// neighbours (commuter coupling).  Forward Euler in time, fractions of the
// population in S, I, R are conserved per region.
#include <array>
#include <algorithm>

#pragma loopgen array(S[ny][nx], I[ny][nx], R[ny][nx], S_tmp[ny][nx], I_tmp[ny][nx], R_tmp[ny][nx], beta[ny][nx])
#pragma loopgen offload
#pragma loopgen validate(nx = 128, ny = 128, steps = 10, gamma = 0.1, coupling = 0.2, dt = 0.5)
void sir_grid(float *S, float *I, float *R,
              float *S_tmp, float *I_tmp, float *R_tmp,
              const float *beta, float gamma, float coupling, float dt,
              int nx, int ny, int steps)
{
    const std::array<std::array<int, 2>, 4> nbr = {{ {{-1, 0}}, {{1, 0}}, {{0, -1}}, {{0, 1}} }};

    for (int t = 0; t < steps; ++t) {
        for (int y = 0; y < ny; ++y) {
            for (int x = 0; x < nx; ++x) {
                const int c = y * nx + x;

                float prev_nb = 0.0f;
                int count = 0;
                for (const auto& d : nbr) {
                    const int xx = x + d[0];
                    const int yy = y + d[1];
                    if (xx < 0 || xx >= nx || yy < 0 || yy >= ny) continue;
                    const int k = yy * nx + xx;
                    const float pop = S[k] + I[k] + R[k];
                    prev_nb += (pop > 0.0f) ? I[k] / pop : 0.0f;
                    ++count;
                }
                if (count > 0) prev_nb /= count;

                const float pop = S[c] + I[c] + R[c];
                const float prev_own = (pop > 0.0f) ? I[c] / pop : 0.0f;
                const float lambda = beta[c] * ((1.0f - coupling) * prev_own + coupling * prev_nb);

                const float new_inf = std::min(S[c], dt * lambda * S[c]);
                const float new_rec = std::min(I[c] + new_inf, dt * gamma * I[c]);

                S_tmp[c] = S[c] - new_inf;
                I_tmp[c] = I[c] + new_inf - new_rec;
                R_tmp[c] = R[c] + new_rec;
            }
        }

        for (int c = 0; c < nx * ny; ++c) {
            S[c] = S_tmp[c];
            I[c] = I_tmp[c];
            R[c] = R_tmp[c];
        }
    }
}
