// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: std::swap(u, u_new) of two raw float * parameters inside the
//            time loop, then a max reduction after the loop over the
//            pointer that holds the newest field.
// Field:     atmospheric tracer transport, 1-D advection on a periodic
//            domain (Lax-Wendroff scheme).
// Computes:  `steps` Lax-Wendroff steps at Courant number cfl; returns the
//            peak tracer concentration of the final field (which lies in
//            the caller's u or u_new depending on the parity of steps).
// GPU:       time loop sequential; the i loop parallel (periodic neighbours
//            by wrap-around); after the loop a max reduction over the
//            current buffer (exact in any order).
#include <utility>

#pragma loopgen offload
#pragma loopgen array(u[n], u_new[n])
#pragma loopgen validate(n = 4096, steps = 25, cfl = 0.6f)
float advect_lax_wendroff(int n, int steps, float cfl, float *u,
                          float *u_new) {
  const float a = 0.5f * cfl;
  const float b = 0.5f * cfl * cfl;
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < n; ++i) {
      const int im = (i == 0) ? n - 1 : i - 1;
      const int ip = (i == n - 1) ? 0 : i + 1;
      u_new[i] = u[i] - a * (u[ip] - u[im]) + b * (u[ip] - 2.0f * u[i] + u[im]);
    }
    std::swap(u, u_new);
  }

  float peak = u[0];
  for (int i = 1; i < n; ++i)
    if (u[i] > peak)
      peak = u[i];
  return peak;
}
