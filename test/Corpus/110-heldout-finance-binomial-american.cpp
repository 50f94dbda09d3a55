// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Finance: American put options priced on a Cox-Ross-Rubinstein binomial
// tree, one option per iteration, the tree's last column in a local array.
#include <algorithm>
#include <cmath>

constexpr int kMaxSteps = 256;

static void setup_market(int n, int steps, double r, double *S, double *K,
                         double *T, double *sigma, double *price) {
  for (int i = 0; i < n; ++i) {
    S[i] = 80.0 + 40.0 * S[i];
    K[i] = 100.0;
    T[i] = 0.25 + 1.75 * T[i];
    sigma[i] = 0.1 + 0.4 * sigma[i];
  }
}

#pragma loopgen offload
#pragma loopgen array(S[n], K[n], T[n], sigma[n], price[n])
#pragma loopgen validate(n = 4096, steps = 128, r = 0.03) init(setup_market)
void american_put_crr(int n, int steps, double r, const double *S,
                      const double *K, const double *T, const double *sigma,
                      double *price) {
  const int N = std::min(steps, kMaxSteps);
  for (int o = 0; o < n; ++o) {
    double v[kMaxSteps + 1];
    const double dt = T[o] / N;
    const double u = std::exp(sigma[o] * std::sqrt(dt));
    const double d = 1.0 / u;
    const double pu = (std::exp(r * dt) - d) / (u - d);
    const double disc = std::exp(-r * dt);
    for (int i = 0; i <= N; ++i) {
      const double st = S[o] * std::pow(u, 2 * i - N);
      v[i] = std::max(K[o] - st, 0.0);
    }
    for (int k = N - 1; k >= 0; --k) {
      for (int i = 0; i <= k; ++i) {
        const double st = S[o] * std::pow(u, 2 * i - k);
        const double cont = disc * (pu * v[i + 1] + (1.0 - pu) * v[i]);
        v[i] = std::max(cont, K[o] - st);
      }
    }
    price[o] = v[0];
  }
}
