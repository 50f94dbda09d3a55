// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Monte Carlo pricing of a European call with one LCG stream per path.
#include <cmath>
#include <cstdint>

static inline float lcg_uniform(uint32_t &state) {
  state = state * 1664525u + 1013904223u;
  return (state >> 8) * (1.0f / 16777216.0f);
}

#pragma loopgen offload
#pragma loopgen array(payoff[npaths])
#pragma loopgen validate(npaths = 20000, nsteps = 64, s0 = 100.0f, strike = 105.0f, rate = 0.03f, sigma = 0.2f, maturity = 1.0f)
void price_paths(int npaths, int nsteps, float s0, float strike, float rate,
                 float sigma, float maturity, float *payoff) {
  const float dt = maturity / nsteps;
  const float drift = (rate - 0.5f * sigma * sigma) * dt;
  const float vol = sigma * sqrtf(dt);
  for (int p = 0; p < npaths; ++p) {
    uint32_t seed = 12345u + 7919u * (uint32_t)p;
    float s = s0;
    for (int t = 0; t < nsteps; ++t) {
      // Box-Muller from two uniforms
      float u1 = lcg_uniform(seed);
      float u2 = lcg_uniform(seed);
      if (u1 < 1e-7f) u1 = 1e-7f;
      float z = sqrtf(-2.0f * logf(u1)) * cosf(6.2831853f * u2);
      s = s * expf(drift + vol * z);
    }
    float pay = s - strike;
    payoff[p] = pay > 0.0f ? pay * expf(-rate * maturity) : 0.0f;
  }
}
