// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `while` Newton iteration per element whose first residual is
//            computed before the loop, calling inlined helper functions
//            (Black-Scholes price and vega) inside the loop.
// Field:     finance, implied volatility of a strip of European calls.
// Computes:  for every quote, the volatility sigma whose Black-Scholes price
//            matches the quoted price to within tol, clamped to
//            [1e-4, 5]. init_quotes() turns the harness's random numbers
//            into consistent market data (prices made from a known sigma).
// GPU:       the loop over quotes is parallel, one thread per option; the
//            while loop is sequential inside each thread with a divergent
//            trip count. spot/strike/expiry/price are read-only in the
//            solver. No reduction.
#include <algorithm>
#include <cmath>

static double norm_cdf(double x) {
  return 0.5 * std::erfc(-x * 0.70710678118654752);
}

static double bs_call(double S, double K, double T, double r, double sigma) {
  const double sq = std::sqrt(T);
  const double d1 = (std::log(S / K) + (r + 0.5 * sigma * sigma) * T) / (sigma * sq);
  const double d2 = d1 - sigma * sq;
  return S * norm_cdf(d1) - K * std::exp(-r * T) * norm_cdf(d2);
}

static double bs_vega(double S, double K, double T, double r, double sigma) {
  const double sq = std::sqrt(T);
  const double d1 = (std::log(S / K) + (r + 0.5 * sigma * sigma) * T) / (sigma * sq);
  return S * sq * std::exp(-0.5 * d1 * d1) * 0.39894228040143268;
}

// Fills realistic quotes from uniform [0, 1) inputs.
void init_quotes(int n, double r, double tol, int max_iter, double *spot,
                 double *strike, double *expiry, double *price, double *vol) {
  for (int i = 0; i < n; ++i) {
    spot[i] = 100.0 * (0.8 + 0.4 * spot[i]);
    strike[i] = 100.0 * (0.9 + 0.2 * strike[i]);
    expiry[i] = 0.25 + 1.75 * expiry[i];
    const double true_sigma = 0.1 + 0.4 * price[i];
    price[i] = bs_call(spot[i], strike[i], expiry[i], r, true_sigma);
  }
}

#pragma loopgen offload
#pragma loopgen array(spot[n], strike[n], expiry[n], price[n], vol[n])
#pragma loopgen validate(n = 1000, r = 0.02, tol = 1e-8, max_iter = 50) init(init_quotes) tolerance(1e-6)
void implied_vol(int n, double r, double tol, int max_iter, double *spot,
                 double *strike, double *expiry, double *price, double *vol) {
  for (int i = 0; i < n; ++i) {
    const double S = spot[i], K = strike[i], T = expiry[i];
    double sigma = 0.3;
    double diff = bs_call(S, K, T, r, sigma) - price[i];
    int it = 0;
    while (std::fabs(diff) > tol && it < max_iter) {
      const double vega = bs_vega(S, K, T, r, sigma);
      sigma -= diff / std::max(vega, 1e-8);
      sigma = std::min(std::max(sigma, 1e-4), 5.0);
      diff = bs_call(S, K, T, r, sigma) - price[i];
      ++it;
    }
    vol[i] = sigma;
  }
}
