// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Composite Simpson's rule for several integrands selected by an enum.
#include <cmath>

enum class Integrand { Gaussian, Sine, Poly, Logistic };

static double eval(Integrand f, double x, double param) {
  switch (f) {
  case Integrand::Gaussian:
    return std::exp(-param * x * x);
  case Integrand::Sine:
    return std::sin(param * x);
  case Integrand::Poly:
    return x * x * x - param * x + 1.0;
  case Integrand::Logistic:
    return 1.0 / (1.0 + std::exp(-param * x));
  }
  return 0.0;
}

#pragma loopgen offload
#pragma loopgen array(lo[njobs], hi[njobs], params[njobs], kinds[njobs], result[njobs])
#pragma loopgen validate(njobs = 2000, intervals = 512)
void integrate_all(int njobs, int intervals, const double *lo, const double *hi,
                   const double *params, const int *kinds, double *result) {
  for (int j = 0; j < njobs; ++j) {
    Integrand f = static_cast<Integrand>(kinds[j] & 3);
    double a = lo[j], b = hi[j] + 1.0;
    double h = (b - a) / intervals;  // intervals must be even
    double sum = eval(f, a, params[j]) + eval(f, b, params[j]);
    for (int k = 1; k < intervals; ++k) {
      double x = a + k * h;
      sum += (k % 2 == 1 ? 4.0 : 2.0) * eval(f, x, params[j]);
    }
    result[j] = sum * h / 3.0;
  }
}
