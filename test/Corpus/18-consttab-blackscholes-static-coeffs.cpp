// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `static const` coefficient table at file scope, read by an
//            inlined helper (a polynomial approximation of the normal CDF).
// Field:     finance, Black-Scholes prices of a batch of European calls and
//            puts.
// Computes:  call[i] and put[i] for spot S = 50 + 50 u, strike K = 40 + 60 u,
//            expiry T = 0.25 + 2 u (u the inputs in [0, 1)), with the
//            five-term polynomial (Abramowitz & Stegun 26.2.17) for N(x).
// GPU:       the loop over options is parallel, one thread per option, no
//            reduction; the coefficient table must be available on the
//            device (constant memory or immediates), not read from the
//            host's global.
#include <cmath>

static const double kCndCoeff[5] = {0.319381530, -0.356563782, 1.781477937,
                                    -1.821255978, 1.330274429};

static double cnd(double d) {
  const double k = 1.0 / (1.0 + 0.2316419 * std::fabs(d));
  const double poly =
      k * (kCndCoeff[0] +
           k * (kCndCoeff[1] +
                k * (kCndCoeff[2] + k * (kCndCoeff[3] + k * kCndCoeff[4]))));
  const double tail = 0.39894228040143268 * std::exp(-0.5 * d * d) * poly;
  return d > 0.0 ? 1.0 - tail : tail;
}

#pragma loopgen offload
#pragma loopgen array(spot_u[n], strike_u[n], expiry_u[n], call[n], put[n])
#pragma loopgen validate(n = 4000, r = 0.02, sigma = 0.3)
void black_scholes(int n, double r, double sigma, const double *spot_u,
                   const double *strike_u, const double *expiry_u,
                   double *call, double *put) {
  for (int i = 0; i < n; ++i) {
    const double S = 50.0 + 50.0 * spot_u[i];
    const double K = 40.0 + 60.0 * strike_u[i];
    const double T = 0.25 + 2.0 * expiry_u[i];
    const double sqT = std::sqrt(T);
    const double d1 = (std::log(S / K) + (r + 0.5 * sigma * sigma) * T) / (sigma * sqT);
    const double d2 = d1 - sigma * sqT;
    const double disc = K * std::exp(-r * T);
    call[i] = S * cnd(d1) - disc * cnd(d2);
    put[i] = disc * cnd(-d2) - S * cnd(-d1);
  }
}
