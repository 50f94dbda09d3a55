// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Hydrology: 1-D advection of a dissolved tracer along a river reach with a
// spatially varying flow velocity, first-order upwind finite volumes, a fixed
// inflow concentration at the upstream boundary and first-order decay.
#include <vector>
#include <algorithm>
#include <cmath>

class RiverReach {
public:
    int ncell = 0;
    float dx = 50.0f;        // m
    std::vector<float> conc; // tracer concentration per cell
    std::vector<float> vel;  // face velocity (m/s), signed, ncell+1 faces

    RiverReach() = default;
    void step(int nsteps, float dt, float c_in, float decay);
};

#pragma loopgen offload
#pragma loopgen validate(ncell = 8192, nsteps = 10)
void RiverReach::step(int nsteps, float dt, float c_in, float decay) {
    std::vector<float> flux(ncell + 1);
    std::vector<float> cnew(ncell);
    const float k = decay * 1e-3f;
    for (int s = 0; s < nsteps; ++s) {
        // fluxes across faces, upwind on the sign of the velocity
        for (int f = 0; f <= ncell; ++f) {
            float u = vel[f] - 0.3f;
            float left = (f == 0) ? c_in : conc[f - 1];
            float right = (f == ncell) ? conc[ncell - 1] : conc[f];
            flux[f] = u >= 0.0f ? u * left : u * right;
        }
        for (int i = 0; i < ncell; ++i) {
            float c = conc[i] - dt / dx * (flux[i + 1] - flux[i]);
            c *= std::exp(-k * dt);
            cnew[i] = std::max(c, 0.0f);
        }
        conc.swap(cnew);
    }
}
