// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=3,w=5 | FileCheck %s
// The harness sizes a std::vector from its accesses: where an index's
// coefficient is negative (rows read bottom-up, `(n - 1 - i) * w`; taps
// before the current sample, `x[t - k]`) the largest subscript is at the
// index's first value. (It was sized from the last value: `src` got one
// row and the validation compared garbage.)
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 30, w = 20)
void flip_rows(const std::vector<float> &src, std::vector<float> &dst, int n,
               int w) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < w; ++j)
      dst[i * w + j] = src[(n - 1 - i) * w + j];
}

#pragma loopgen offload
#pragma loopgen validate(n = 30, w = 20)
void flip_rows_local(const std::vector<float> &src, std::vector<float> &dst,
                     int n, int w) {
  for (int i = 0; i < n; ++i) {
    const int from = n - 1 - i;
    for (int j = 0; j < w; ++j)
      dst[i * w + j] = src[from * w + j];
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 500)
void smooth_past(const std::vector<float> &x, std::vector<float> &y, int n) {
  for (int t = 3; t < n; ++t) {
    float acc = 0.0f;
    for (int k = 0; k < 4; ++k)
      acc += x[t - k];
    y[t] = 0.25f * acc;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 3 of 3 functions match the sequential original
