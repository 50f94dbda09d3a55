// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=2097153 | FileCheck %s --check-prefix=EMU
// Records transposed on the device (fields in columns, for coalesced
// loads) of more than 65535 tiles of 32 rows: the grid's y dimension stops
// at 65535, so each block takes every 65535th tile (this was a run-time
// error, "matrix too large for the transposition grid", from 2097121
// records on).
// CHECK: loopgen_y += gridDim{{[.]}}y) {
// CHECK: std::min(65535LL, (loopgen_rows {{[+]}} 31) / 32)
// EMU: PASS: 1 of 1 functions match the sequential original
#include <cmath>
#include <vector>

struct Option {
  double spot, strike, years, rate, vol, price;
};

#pragma loopgen offload
#pragma loopgen validate(n = 4000)
void price(std::vector<Option> &book, int n) {
  for (int i = 0; i < n; i++) {
    Option &o = book[i];
    double d = std::log(o.spot / o.strike) + o.rate * o.years;
    o.price = o.spot * std::exp(-o.vol * o.years) + d;
  }
}
