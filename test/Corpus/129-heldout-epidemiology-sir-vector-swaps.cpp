// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Epidemiology: metapopulation SIR model on a rows x cols grid of regions.
// Each region's force of infection mixes its own prevalence with that of its
// four neighbours (commuting coupling); explicit Euler daily steps.
#include <vector>
#include <array>
#include <algorithm>

#pragma loopgen offload
#pragma loopgen validate(rows = 128, cols = 128, days = 10)
void sir_grid(std::vector<float>& S, std::vector<float>& I, std::vector<float>& R,
              int rows, int cols, int days, float beta, float gamma, float coupling) {
    const int n = rows * cols;
    std::vector<float> S2(n), I2(n), R2(n);
    const float b = 0.1f + beta;          // contact rate per day
    const float g = 0.05f + 0.2f * gamma; // recovery rate per day
    const float c = 0.25f * coupling;
    for (int d = 0; d < days; ++d) {
        for (int r = 0; r < rows; ++r) {
            for (int q = 0; q < cols; ++q) {
                const int k = r * cols + q;
                const std::array<int, 4> dr = {-1, 1, 0, 0};
                const std::array<int, 4> dq = {0, 0, -1, 1};
                float nbr_prev = 0.0f;
                int nbrs = 0;
                for (int m = 0; m < 4; ++m) {
                    int rr = r + dr[m], qq = q + dq[m];
                    if (rr < 0 || rr >= rows || qq < 0 || qq >= cols) continue;
                    int j = rr * cols + qq;
                    float Nj = S[j] + I[j] + R[j];
                    nbr_prev += Nj > 1e-6f ? I[j] / Nj : 0.0f;
                    ++nbrs;
                }
                float N = S[k] + I[k] + R[k];
                float own_prev = N > 1e-6f ? I[k] / N : 0.0f;
                float prev = (1.0f - c) * own_prev + (nbrs > 0 ? c * nbr_prev / nbrs : 0.0f);
                float new_inf = std::min(b * S[k] * prev, S[k]);
                float new_rec = g * I[k];
                S2[k] = S[k] - new_inf;
                I2[k] = I[k] + new_inf - new_rec;
                R2[k] = R[k] + new_rec;
            }
        }
        S.swap(S2);
        I.swap(I2);
        R.swap(R2);
    }
}
