// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Plasma physics: 1-D electrostatic particle-in-cell, cloud-in-cell
// charge deposit on a periodic grid, and the particle push that gathers
// the field back at each particle.
#include <cmath>

struct Particle {
  float x;  // position in [0, L)
  float v;  // velocity
  float q;  // charge
  float pad;
};

#pragma loopgen offload
#pragma loopgen array(p[np], rho[ng])
#pragma loopgen validate(np = 200000, ng = 512, dx = 0.05f)
void deposit_cic(int np, int ng, float dx, const Particle *p, float *rho) {
  for (int g = 0; g < ng; ++g)
    rho[g] = 0.0f;
  for (int i = 0; i < np; ++i) {
    const float xi = p[i].x / dx;
    const int j = static_cast<int>(std::floor(xi));
    const float w = xi - j;
    const int j0 = ((j % ng) + ng) % ng;
    const int j1 = (j0 + 1) % ng;
    rho[j0] += p[i].q * (1.0f - w);
    rho[j1] += p[i].q * w;
  }
  const float inv_dx = 1.0f / dx;
  for (int g = 0; g < ng; ++g)
    rho[g] *= inv_dx;
}

#pragma loopgen offload
#pragma loopgen array(E[ng], p[np])
#pragma loopgen validate(np = 200000, ng = 512, dx = 0.05f, dt = 0.01f, qm = -1.0f)
void push_particles(int np, int ng, float dx, float dt, float qm,
                    const float *E, Particle *p) {
  const float L = ng * dx;
  for (int i = 0; i < np; ++i) {
    Particle &pt = p[i];
    const float xi = pt.x / dx;
    int j = static_cast<int>(xi);
    const float w = xi - j;
    j = j % ng;
    const float e = E[j] * (1.0f - w) + E[(j + 1) % ng] * w;
    pt.v += qm * e * dt;
    float xn = pt.x + pt.v * dt;
    if (xn < 0.0f)
      xn += L;
    else if (xn >= L)
      xn -= L;
    pt.x = xn;
  }
}
