// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate-exact --emulate | FileCheck %s --check-prefix=VALID
// <cmath> calls keep the precision the original resolved them to: the
// float overloads (std::pow(float, float), std::sqrt(float)) by their
// float names, which CUDA and host compilers resolve alike (the emulation
// computed `pow(x, 1.7f)` in double), and C's double functions called with
// a float (unqualified `sqrt(x)` with <cmath>) on the value converted to
// double, as the original computes it. Exact validation passes in the
// emulation.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 4000)
void f(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = std::pow(x[i], 1.7f) + std::sqrt(x[i]) + std::exp(-x[i]) +
           sqrtf(x[i] * 3.1f) + sqrt(x[i] * 0.3f);
}
// CHECK: y[i] = powf(x[i], 1.7f) + sqrtf(x[i]) + expf(-x[i]) + sqrtf(x[i] * 3.1f) +
// CHECK-NEXT: sqrt((double)(x[i] * 0.3f));
// VALID: PASS: 1 of 1 functions match the sequential original
