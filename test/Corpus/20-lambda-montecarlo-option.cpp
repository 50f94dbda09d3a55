// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: lambdas defined in the offloaded function and called inside the
//            loop: one capturing by value ([K]), one capturing by reference
//            ([&]) the precomputed drift and volatility terms.
// Field:     Monte Carlo option pricing (European call under geometric
//            Brownian motion).
// Computes:  the discounted mean payoff max(S_T - K, 0) over npaths
//            terminal prices S_T = S0 exp(drift + vol z). The draws z are an
//            input array (generated elsewhere), so the result is
//            deterministic.
// GPU:       the loop over paths is parallel and `sum` is a + reduction
//            (float: the order of partial sums changes the last bits);
//            lambdas must be inlined into the kernel. The final scaling is
//            sequential host work on one value.
#include <algorithm>
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(z[npaths])
#pragma loopgen validate(npaths = 20000, S0 = 100.0f, K = 105.0f, r = 0.03f, sigma = 0.2f, T = 1.0f) tolerance(1e-4)
float mc_european_call(int npaths, float S0, float K, float r, float sigma,
                       float T, const float *z) {
  const float drift = (r - 0.5f * sigma * sigma) * T;
  const float vol = sigma * std::sqrt(T);
  auto terminal = [&](float zi) { return S0 * std::exp(drift + vol * zi); };
  auto payoff = [K](float s) { return std::max(s - K, 0.0f); };

  float sum = 0.0f;
  for (int p = 0; p < npaths; ++p)
    sum += payoff(terminal(z[p]));
  return std::exp(-r * T) * sum / static_cast<float>(npaths);
}
