// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `do { ... } while (cond)` Newton iteration per element, with
//            both a convergence test and an iteration cap in the condition.
// Field:     orbital mechanics / astronomy, Kepler's equation for a
//            catalogue of orbits.
// Computes:  the eccentric anomaly E solving E - e sin E = M for every
//            orbit (e scaled into [0, 0.9) so that the derivative
//            1 - e cos E >= 0.1 never vanishes).
// GPU:       the loop over orbits is parallel, one thread per orbit; the
//            do-while is a sequential loop inside the thread (at least one
//            iteration, data-dependent trip count). No reduction.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(mean_anom[n], ecc[n], ecc_anom[n])
#pragma loopgen validate(n = 1000, tol = 1e-6f, max_iter = 30)
void solve_kepler(int n, float tol, int max_iter, const float *mean_anom,
                  const float *ecc, float *ecc_anom) {
  for (int i = 0; i < n; ++i) {
    const float M = mean_anom[i];
    const float e = 0.9f * ecc[i];
    float E = e > 0.8f ? 3.14159265f : M;  // the usual starting guess
    float dE = 0.0f;
    int it = 0;
    do {
      const float f = E - e * std::sin(E) - M;
      const float fp = 1.0f - e * std::cos(E);
      dE = f / fp;
      E -= dE;
      ++it;
    } while (std::fabs(dE) > tol && it < max_iter);
    ecc_anom[i] = E;
  }
}
