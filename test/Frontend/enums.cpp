// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Inside an offloaded function an enum (scoped or not) is its integer
// type: locals, helper parameters, casts and case labels. Simpson's rule
// for integrands chosen by an `enum class`, each job its own.
#include <cmath>

enum class Integrand { Gaussian, Sine, Poly };
enum Weight { Edge = 1, Odd = 4, Even = 2 };

static double eval(Integrand f, double x, double param) {
  switch (f) {
  case Integrand::Gaussian:
    return std::exp(-param * x * x);
  case Integrand::Sine:
    return std::sin(param * x);
  case Integrand::Poly:
    return x * x * x - param * x + 1.0;
  }
  return 0.0;
}

#pragma loopgen offload
#pragma loopgen array(lo[njobs], params[njobs], kinds[njobs], result[njobs])
#pragma loopgen validate(njobs = 500, intervals = 64)
void integrate_all(int njobs, int intervals, const double *lo,
                   const double *params, const int *kinds, double *result) {
  for (int j = 0; j < njobs; ++j) {
    Integrand f = static_cast<Integrand>(kinds[j] % 3);
    double a = lo[j], b = lo[j] + 1.0;
    double h = (b - a) / intervals;
    double sum = Edge * (eval(f, a, params[j]) + eval(f, b, params[j]));
    for (int k = 1; k < intervals; ++k) {
      Weight w = k % 2 == 1 ? Odd : Even;
      sum += w * eval(f, a + k * h, params[j]);
    }
    result[j] = sum * h / 3.0;
  }
}
// CHECK-LABEL: func integrate_all
// CHECK: var f: int = (int)(kinds[j] % 3)
// CHECK: var w: unsigned int = k % 2 == 1 ? 4u : 2u

// VALID: PASS: 1 of 1 functions match the sequential original
