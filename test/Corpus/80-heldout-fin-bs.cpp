// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Finance: price a book of European options with Black-Scholes.
#include <cmath>
#include <vector>

struct Option {
  int id;
  int is_call;      // 1 = call, 0 = put
  float spot;
  float strike;
  float years;      // time to expiry
  float rate;
  float vol;
  int quantity;
  float price;      // output: per-contract value
  float delta;      // output
};

static float norm_cdf(float x) {
  return 0.5f * std::erfc(-x * 0.70710678f);
}

#pragma loopgen offload
#pragma loopgen validate(fx_rate = 1.08)
double price_book(std::vector<Option> &book, double fx_rate) {
  double book_value = 0.0;
  for (size_t i = 0; i < book.size(); ++i) {
    Option &o = book[i];
    float sqrtT = std::sqrt(o.years);
    float d1 = (std::log(o.spot / o.strike) +
                (o.rate + 0.5f * o.vol * o.vol) * o.years) /
               (o.vol * sqrtT);
    float d2 = d1 - o.vol * sqrtT;
    float disc = std::exp(-o.rate * o.years);
    if (o.is_call) {
      o.price = o.spot * norm_cdf(d1) - o.strike * disc * norm_cdf(d2);
      o.delta = norm_cdf(d1);
    } else {
      o.price = o.strike * disc * norm_cdf(-d2) - o.spot * norm_cdf(-d1);
      o.delta = norm_cdf(d1) - 1.0f;
    }
    book_value += (double)o.price * o.quantity;
  }
  return book_value * fx_rate;  // in reporting currency
}
