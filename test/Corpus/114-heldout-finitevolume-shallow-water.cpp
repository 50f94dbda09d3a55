// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); refused then (a member function), kept as written.
// Finite volume: 1-D shallow water equations, Lax-Friedrichs scheme with
// reflective walls, written as a method of the solver's state struct.
#include <algorithm>
#include <cmath>
#include <vector>

struct ShallowWater1D {
  std::vector<float> h, hu;         // conserved variables
  std::vector<float> h_new, hu_new; // next step

  static float momentum_flux(float depth, float q, float g) {
    const float d = std::max(depth, 1e-3f);
    return q * q / d + 0.5f * g * d * d;
  }

#pragma loopgen offload
#pragma loopgen array(h[n], hu[n], h_new[n], hu_new[n])
#pragma loopgen validate(n = 8192, nsteps = 40, g = 9.81f, dt_dx = 0.02f)
  void run(int n, int nsteps, float g, float dt_dx) {
    for (int s = 0; s < nsteps; ++s) {
      for (int i = 1; i < n - 1; ++i) {
        const float fh_l = hu[i - 1], fh_r = hu[i + 1];
        const float fq_l = momentum_flux(h[i - 1], hu[i - 1], g);
        const float fq_r = momentum_flux(h[i + 1], hu[i + 1], g);
        h_new[i] = 0.5f * (h[i - 1] + h[i + 1]) - 0.5f * dt_dx * (fh_r - fh_l);
        hu_new[i] = 0.5f * (hu[i - 1] + hu[i + 1]) - 0.5f * dt_dx * (fq_r - fq_l);
      }
      // reflective walls
      h_new[0] = h_new[1];
      hu_new[0] = -hu_new[1];
      h_new[n - 1] = h_new[n - 2];
      hu_new[n - 1] = -hu_new[n - 2];
      for (int i = 0; i < n; ++i) {
        h[i] = h_new[i];
        hu[i] = hu_new[i];
      }
    }
  }
};
