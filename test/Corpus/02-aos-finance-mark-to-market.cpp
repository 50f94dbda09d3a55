// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: array of structs passed as std::vector<Position>& and updated
//            in place through a reference to an element (auto &pos = book[i]).
// Field:     finance, end-of-day mark-to-market of a trading book.
// Computes:  applies each instrument's daily return to its price, books the
//            profit and loss into the position, and returns the book's total
//            P&L for the day.
// GPU:       the loop over positions is parallel (one thread per position,
//            each reading and writing only its own record); the total P&L is
//            a + reduction over the same loop (double, so the order of the
//            partial sums changes only the last bits).
#include <cmath>
#include <vector>

struct Position {
  double quantity;   // signed number of units held
  double price;      // last mark
  double pnl;        // accumulated profit and loss
  double notional;   // |quantity * price| after the mark
};

#pragma loopgen offload
#pragma loopgen array(book[n], ret[n])
#pragma loopgen validate(n = 1000, fx_rate = 1.1)
double mark_to_market(int n, double fx_rate, std::vector<Position> &book,
                      const double *ret) {
  double day_pnl = 0.0;
  for (int i = 0; i < n; ++i) {
    auto &pos = book[i];
    const double old_price = pos.price;
    const double new_price = old_price * (1.0 + ret[i]);
    const double pnl = pos.quantity * (new_price - old_price) * fx_rate;
    pos.price = new_price;
    pos.pnl += pnl;
    pos.notional = std::fabs(pos.quantity * new_price) * fx_rate;
    day_pnl += pnl;
  }
  return day_pnl;
}
