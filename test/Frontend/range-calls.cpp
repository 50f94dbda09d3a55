// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-parallelism 2>&1 | FileCheck %s --check-prefix=PAR
// The library calls that fill or copy a range, as code resets a buffer or
// saves a row: std::fill over part of a vector (iterators moved by a
// count), std::fill_n on a pointer, std::fill of a local array from
// std::begin to std::end, std::iota of a local table, std::copy of a row into a local array and
// std::copy_n back: each a loop over the range's elements.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <algorithm>
#include <iterator>
#include <numeric>
#include <vector>

// Cells marked empty, then the cars moved one lane at a time.
#pragma loopgen offload
#pragma loopgen validate(lanes = 64, len = 300)
void advance(int lanes, int len, const std::vector<int> &road,
             std::vector<int> &next) {
  // PAR: range-calls.cpp:[[@LINE+1]]:3: remark: loop over 'fill' is parallel
  std::fill(next.begin(), next.begin() + (long)lanes * len, -1);
  for (int l = 0; l < lanes; ++l)
    for (int x = 0; x < len; ++x)
      if (road[l * len + x] >= 0)
        next[l * len + (x + 1) % len] = road[l * len + x];
}

// A moving average of each row through a local window.
#pragma loopgen offload
#pragma loopgen validate(rows = 2000, n = 64)
void smooth_rows(int rows, int n, const float *in, float *out) {
  // PAR: range-calls.cpp:[[@LINE+1]]:3: remark: loop over 'fill_n' is parallel
  std::fill_n(out, rows * n, 0.0f);
  int order[64];
  std::iota(order, order + n, 0);
  for (int r = 0; r < rows; ++r) {
    float row[64];
    std::fill(std::begin(row), std::end(row), 0.0f);
    // PAR: range-calls.cpp:[[@LINE+1]]:5: remark: loop over 'copy' is parallel
    std::copy(in + r * n, in + r * n + n, row);
    row[order[r % n]] *= 2.0f;
    for (int i = 1; i + 1 < n; ++i)
      out[r * n + i] = (row[i - 1] + row[i] + row[i + 1]) / 3.0f;
  }
}

// Each block's maximum moved to the front of a copy of it.
#pragma loopgen offload
#pragma loopgen validate(blocks = 3000)
void front_max(int blocks, const std::vector<double> &v,
               std::vector<double> &w) {
  for (int b = 0; b < blocks; ++b) {
    double tmp[8];
    // PAR: range-calls.cpp:[[@LINE+1]]:5: remark: loop over 'copy_n' is parallel
    std::copy_n(v.begin() + 8 * b, 8, tmp);
    int m = 0;
    for (int k = 1; k < 8; ++k)
      if (tmp[k] > tmp[m])
        m = k;
    std::swap(tmp[0], tmp[m]);
    std::copy_n(tmp, 8, w.begin() + 8 * b);
  }
}
