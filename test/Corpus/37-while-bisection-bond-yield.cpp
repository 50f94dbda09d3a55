// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a `while` bisection inside the loop over instruments, with a
//            one-line helper that prices a bond at a given yield.
// Field:     fixed income (yield to maturity from a clean price).
// Computes:  for each bond, the yield y in [0, 1] at which the price of its
//            annual coupons and face value equals the quoted price.
// GPU:       the loop over bonds is parallel; the bisection runs in each
//            thread.
#include <cmath>

// Annual coupons as an annuity, and the face value, discounted at y > 0.
static double bond_price(double coupon, int years, double y) {
  return coupon * (1.0 - std::pow(1.0 + y, -years)) / y +
         100.0 * std::pow(1.0 + y, -years);
}

#pragma loopgen offload
#pragma loopgen array(coupon[n], years[n], price[n], ytm[n])
#pragma loopgen validate(n = 2000) init(make_bonds)
void yield_to_maturity(int n, const double *coupon, const int *years,
                       const double *price, double *ytm) {
  for (int i = 0; i < n; ++i) {
    double lo = 1e-9, hi = 1.0;
    int steps = 0;
    while (hi - lo > 1e-12 && steps < 200) {
      const double mid = 0.5 * (lo + hi);
      const double c = coupon[i];
      if (bond_price(c, years[i], mid) > price[i])
        lo = mid;
      else
        hi = mid;
      ++steps;
    }
    ytm[i] = 0.5 * (lo + hi);
  }
}

void make_bonds(int n, double *coupon, int *years, double *price,
                double *ytm) {
  for (int i = 0; i < n; ++i) {
    coupon[i] = 1.0 + (i % 9);
    years[i] = 1 + (i % 30);
    price[i] = 80.0 + (i % 41);
    ytm[i] = 0.0;
  }
}
