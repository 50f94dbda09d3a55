// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// 1-D kinematic wave routing of overland / channel flow along a river reach
// with rectangular cross sections.  Discharge follows Manning's equation
//     Q = (1/n) * A * R^(2/3) * sqrt(S),  A = w h,  R = w h / (w + 2 h).
// Kernel 1 advances the flow depth with an explicit first-order upwind
// scheme (flow in +x direction) including lateral inflow from rainfall minus
// infiltration.  Kernel 2 inverts Manning's equation per cell with Newton's
// method to get the normal depth that carries a given discharge.
#include <vector>
#include <cmath>
#include <algorithm>

namespace {

inline float manning_discharge(float h, float width, float slope, float rough)
{
    const float w = std::max(width, 0.05f);
    const float n = std::max(rough, 0.01f);
    const float s = std::max(slope, 1e-5f);
    const float hh = std::max(h, 0.0f);
    const float area = w * hh;
    const float radius = area / (w + 2.0f * hh);
    return area * std::pow(radius, 2.0f / 3.0f) * std::sqrt(s) / n;
}

} // namespace

#pragma loopgen offload
#pragma loopgen validate(n = 4096, steps = 10, dt = 0.01, dx = 1.0)
void kinematic_wave_route(std::vector<float>& h, std::vector<float>& h_new,
                          std::vector<float>& q,
                          const std::vector<float>& width,
                          const std::vector<float>& slope,
                          const std::vector<float>& roughness,
                          const std::vector<float>& rain,
                          const std::vector<float>& infil,
                          float inflow, float dt, float dx, int n, int steps)
{
    const float r = (dx > 0.0f) ? dt / dx : 0.0f;

    for (int t = 0; t < steps; ++t) {
        // discharge in every cell from the current depth
        for (int i = 0; i < n; ++i)
            q[i] = manning_discharge(h[i], width[i], slope[i], roughness[i]);

        // upwind update of the storage A = w h
        for (int i = 0; i < n; ++i) {
            const float q_up = (i == 0) ? inflow : q[i - 1];
            const float w = std::max(width[i], 0.05f);
            const float lateral = rain[i] - infil[i];   // m/s per unit width
            float hn = h[i] - r * (q[i] - q_up) / w + dt * lateral;
            h_new[i] = std::max(hn, 0.0f);
        }

        for (int i = 0; i < n; ++i)
            h[i] = h_new[i];
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 8192, max_iter = 30, tol = 0.000001)
void normal_depth(const std::vector<float>& discharge,
                  const std::vector<float>& width,
                  const std::vector<float>& slope,
                  const std::vector<float>& roughness,
                  std::vector<float>& depth, std::vector<int>& iterations,
                  float tol, int n, int max_iter)
{
    for (int i = 0; i < n; ++i) {
        const float w = std::max(width[i], 0.05f);
        const float nm = std::max(roughness[i], 0.01f);
        const float s = std::max(slope[i], 1e-5f);
        const float k = std::sqrt(s) / nm;
        const float Q = std::max(discharge[i], 0.0f);

        // wide-channel estimate as starting guess: Q = k w h^(5/3)
        float hd = std::pow(Q / (k * w), 0.6f);
        hd = std::max(hd, 1e-4f);

        int it = 0;
        float f = 1.0f;
        while (it < max_iter) {
            const float area = w * hd;
            const float perim = w + 2.0f * hd;
            const float rh = area / perim;
            const float r23 = std::pow(rh, 2.0f / 3.0f);
            f = k * area * r23 - Q;
            if (std::fabs(f) <= tol * std::max(Q, 1.0f))
                break;
            // dQ/dh = k * r23 * (w + (2/3) * area * (dR/dh) / R)
            const float drdh = (w * perim - 2.0f * area) / (perim * perim);
            float dfdh = k * r23 * (w + (2.0f / 3.0f) * area * drdh / rh);
            if (dfdh < 1e-12f) dfdh = 1e-12f;
            float h_next = hd - f / dfdh;
            if (h_next <= 0.0f) h_next = 0.5f * hd;   // stay physical
            hd = h_next;
            ++it;
        }

        depth[i] = (Q > 0.0f) ? hd : 0.0f;
        iterations[i] = it;
    }
}
