// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: array of structs as std::vector<Option>& (six doubles each),
//            updated in place through a range-for reference; <cmath>
//            std::exp, std::log, std::sqrt, std::erfc; `init`.
// Field:     finance, closed-form Black-Scholes pricing of European calls.
// Computes:  price = S N(d1) - K exp(-r t) N(d2) for every option, with
//            N(x) = erfc(-x / sqrt 2) / 2.
// GPU:       the loop over options is parallel, one thread per record,
//            each reading five fields and writing its own price. No
//            reduction. make_book() maps the harness's [0,1) numbers to
//            sensible quotes (positive spot, strike, vol and maturity).
#include <cmath>
#include <vector>

struct Option {
  double spot, strike, rate, vol, t, price;
};

void make_book(int n, std::vector<Option> &book) {
  for (int i = 0; i < n; ++i) {
    Option &o = book[i];
    o.spot = 50.0 + 100.0 * o.spot;
    o.strike = 50.0 + 100.0 * o.strike;
    o.rate = 0.05 * o.rate;
    o.vol = 0.05 + 0.6 * o.vol;
    o.t = 0.1 + 2.0 * o.t;
    o.price = 0.0;
  }
}

#pragma loopgen offload
#pragma loopgen array(book[n])
#pragma loopgen validate(n = 4000) init(make_book) tolerance(1e-9)
void price_calls(int n, std::vector<Option> &book) {
  const double inv_sqrt2 = 1.0 / std::sqrt(2.0);
  for (Option &o : book) {
    const double sqrt_t = std::sqrt(o.t);
    const double d1 = (std::log(o.spot / o.strike) +
                       (o.rate + 0.5 * o.vol * o.vol) * o.t) /
                      (o.vol * sqrt_t);
    const double d2 = d1 - o.vol * sqrt_t;
    const double nd1 = 0.5 * std::erfc(-d1 * inv_sqrt2);
    const double nd2 = 0.5 * std::erfc(-d2 * inv_sqrt2);
    o.price = o.spot * nd1 - o.strike * std::exp(-o.rate * o.t) * nd2;
  }
}
