// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -Rpass=loopgen-lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Constant tables as people write them: a local array with a braced
// initializer (elements left out are zero), two dimensions, std::array, a
// static const table in the function, a file's static const table read by
// an inlined helper, and a shape given by a named constant. Each is a
// local array filled element by element.
#include <array>
#include <cmath>

constexpr int kTaps = 5;
static const double kPoly[4] = {1.0, -0.5, 0.25, -0.125};

static double horner(double x) {
  double y = 0.0;
  for (int k = 3; k >= 0; --k)
    y = y * x + kPoly[k];
  return y;
}

#pragma loopgen offload
#pragma loopgen array(in[n], out[n], w[kTaps])
#pragma loopgen validate(n = 3000)
void tables(int n, const float *in, float *out, const float *w) {
  const float k3[3] = {0.25f, 0.5f, 0.25f};
  float pad[2][3] = {{1.0f}, {2.0f, 3.0f}};
  const std::array<float, 4> quarter = {0.25f, 0.25f, 0.25f, 0.25f};
  static const int sign[2] = {1, -1};
  double zeros[80][80] = {};
  for (int i = 2; i < n; ++i) {
    float acc = 0.0f;
    for (int t = 0; t < 3; ++t)
      acc += k3[t] * in[i - t];
    for (int t = 0; t < static_cast<int>(quarter.size()); ++t)
      acc += quarter[t] * pad[t % 2][t % 3];
    out[i] = sign[i % 2] * acc + w[i % kTaps] + zeros[i % 80][i % 7];
  }
}
// CHECK-LABEL: func tables
// CHECK-NEXT: array k3: float[3]
// CHECK-NEXT: k3[0] = 0.25f
// CHECK-NEXT: k3[1] = 0.5f
// CHECK-NEXT: k3[2] = 0.25f
// CHECK-NEXT: array pad: float[2][3]
// CHECK-NEXT: pad[0][0] = 1.0f
// CHECK-NEXT: pad[0][1] = 0.0f
// CHECK-NEXT: pad[0][2] = 0.0f
// CHECK-NEXT: pad[1][0] = 2.0f
// CHECK: array quarter: float[4]
// CHECK: quarter[3] = 0.25f
// CHECK-NEXT: array sign: int[2]
// CHECK-NEXT: sign[0] = 1
// CHECK-NEXT: sign[1] = -1
// CHECK-NEXT: array zeros: double[80][80]
// CHECK-NEXT: for zeros_i in [0, 80) sequential {
// CHECK-NEXT: for zeros_i_1 in [0, 80) sequential {
// CHECK-NEXT: zeros[zeros_i][zeros_i_1] = 0.0

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 3000)
void polynomial(int n, const double *x, double *y) {
  for (int i = 0; i < n; ++i)
    y[i] = horner(x[i]);
}
// CHECK-LABEL: func polynomial
// CHECK-NEXT: array kPoly: double[4]
// CHECK-NEXT: kPoly[0] = 1.0
// CHECK-NEXT: kPoly[1] = -0.5
// REMARK: constant-tables.cpp:13:21: remark: the constant table 'kPoly' is copied into 'polynomial' as a local array

// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
