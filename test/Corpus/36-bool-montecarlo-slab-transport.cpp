// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `bool *alive` flag per particle, cleared on absorption or
//            escape, that guards each particle's update in every step; a
//            final count of transmitted particles.
// Field:     Monte Carlo radiation / neutron transport through a slab (an
//            analog random walk with pre-generated random numbers, so the
//            result is deterministic).
// Computes:  each live particle is absorbed with probability p_abs per step
//            (xi[s][i] < p_abs), otherwise moves dl * (2 mu[i] - 1) along x;
//            leaving [0, thickness] ends its history. Returns the number of
//            particles that left through the far face. start_beam() puts
//            every particle live at x = 0.
// GPU:       the step loop is sequential and the particle loop parallel
//            (particles are independent, so the two loops may also be
//            interchanged: one thread carries a particle through all steps);
//            the final count is a + reduction over particles.
void start_beam(int n, int steps, float dl, float thickness, float p_abs,
                const float *mu, const float *xi, float *x, bool *alive) {
  for (int i = 0; i < n; ++i) {
    x[i] = 0.0f;
    alive[i] = true;
  }
}

#pragma loopgen offload
#pragma loopgen array(mu[n], xi[steps][n], x[n], alive[n])
#pragma loopgen validate(n = 4096, steps = 50, dl = 0.1f, thickness = 1.0f, p_abs = 0.05f) init(start_beam)
int slab_transmission(int n, int steps, float dl, float thickness, float p_abs,
                      const float *mu, const float *xi, float *x, bool *alive) {
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i) {
      if (alive[i]) {
        if (xi[s * n + i] < p_abs) {
          alive[i] = false;
        } else {
          x[i] += dl * (2.0f * mu[i] - 1.0f);
          if (x[i] < 0.0f || x[i] > thickness)
            alive[i] = false;
        }
      }
    }
  }
  int transmitted = 0;
  for (int i = 0; i < n; ++i)
    if (x[i] > thickness)
      ++transmitted;
  return transmitted;
}
