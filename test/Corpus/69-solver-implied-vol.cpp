// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: argmin over a volatility grid (best & index) per option, then a top-level while loop of
//            Newton steps on all unconverged options until none is active (capped); early break in the grid scan.
// Field: finance (Black-Scholes implied volatility of a strip of call options).
// Computes: vol[i] such that BS(S, K_i, T, r, vol) matches the market price; returns Newton rounds used.
#include <cmath>

static double norm_cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

static double bs_call(double S, double K, double T, double r, double sig) {
  double sq = sig * std::sqrt(T);
  double d1 = (std::log(S / K) + (r + 0.5 * sig * sig) * T) / sq;
  double d2 = d1 - sq;
  return S * norm_cdf(d1) - K * std::exp(-r * T) * norm_cdf(d2);
}

#pragma loopgen validate(n = 1000, grid = 64, max_rounds = 50, S = 100.0, T = 0.5, r = 0.02, eps = 1e-10)
#pragma loopgen array(u[n])
#pragma loopgen offload
int implied_vol(const double *u, double *vol, double *active, int n, int grid,
                int max_rounds, double S, double T, double r, double eps) {
  // u[i] in [0,1) -> strike in [80,120) and a price generated from a 'true' vol in [0.1,0.6)
  for (int i = 0; i < n; i++) {
    double K = 80.0 + 40.0 * u[i];
    double target = bs_call(S, K, T, r, 0.1 + 0.5 * u[(i * 7 + 3) % n]);
    double best = 1e300;
    int idx = 0;
    for (int g = 0; g < grid; g++) {
      double sig = 0.05 + 0.01 * g;
      double err = std::fabs(bs_call(S, K, T, r, sig) - target);
      if (err < best) {
        best = err;
        idx = g;
      }
      if (err < eps)
        break;
    }
    vol[i] = 0.05 + 0.01 * idx;
    active[i] = 1.0;
  }
  int rounds = 0;
  int n_active = n;
  while (n_active > 0 && rounds < max_rounds) {
    n_active = 0;
    for (int i = 0; i < n; i++) {
      if (active[i] == 0.0)
        continue;
      double K = 80.0 + 40.0 * u[i];
      double target = bs_call(S, K, T, r, 0.1 + 0.5 * u[(i * 7 + 3) % n]);
      double sig = vol[i];
      double d1 = (std::log(S / K) + (r + 0.5 * sig * sig) * T) / (sig * std::sqrt(T));
      double vega = S * std::sqrt(T) * std::exp(-0.5 * d1 * d1) / std::sqrt(2.0 * M_PI);
      double diff = bs_call(S, K, T, r, sig) - target;
      if (std::fabs(diff) < eps || vega < 1e-12) {
        active[i] = 0.0;
      } else {
        vol[i] = sig - diff / vega;
        n_active++;
      }
    }
    rounds++;
  }
  return rounds;
}
