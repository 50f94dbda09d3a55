// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Lambdas and functors are inlined where they are called: captures by
// reference and by copy, a generic lambda, a lambda of several statements,
// a lambda called where it is written, a lambda with an init-capture, a
// lambda passed to a function template, a functor's operator() and a
// method of a struct of scalars made by aggregate initialization.
#include <algorithm>
#include <cmath>

template <class Fn> static float apply(Fn fn, float v) { return fn(v); }

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 2000, a = 1.5, lo = 0.25)
void lambdas(int n, float a, float lo, const float *x, float *y) {
  auto scale = [&](float v) { return a * v; };
  auto clampLo = [lo](float v) { return std::max(v, lo); };
  auto square = [](auto v) { return v * v; };
  auto softsign = [](float v) {
    float d = 1.0f + std::fabs(v);
    return v / d;
  };
  for (int i = 0; i < n; ++i) {
    float s = softsign(x[i]);
    auto shift = [t = 2.0f * lo](float v) { return v - t; };
    y[i] = clampLo(scale(square(x[i]))) + s + [&] { return x[0]; }() +
           shift(1.0f) + apply(scale, 2.0f);
  }
}
// CHECK-LABEL: func lambdas
// CHECK: for i in [0, n)
// CHECK-NEXT: var v: float = x[i]
// CHECK-NEXT: var d: float = 1.0f + fabsf(v)
// CHECK-NEXT: var s: float = v / d
// CHECK-NEXT: var t: float = 2.0f * lo
// CHECK-NEXT: y[i] = std::max(a * (x[i] * x[i]), lo) + s + x[0] + (1.0f - t) + a * 2.0f

struct Spring {
  float k;
  float rest = 1.0f;
  float operator()(float len) const { return -k * (len - rest); }
  float energy(float len) const {
    float d = len - rest;
    return 0.5f * k * d * d;
  }
};

#pragma loopgen offload
#pragma loopgen array(len[n], f[n], e[n])
#pragma loopgen validate(n = 2000, k = 3.0)
void springs(int n, float k, const float *len, float *f, float *e) {
  const Spring sp{k};
  for (int i = 0; i < n; ++i) {
    f[i] = sp(len[i]);
    e[i] = sp.energy(len[i]);
  }
}
// CHECK-LABEL: func springs
// CHECK-NEXT: var sp_k: float = k
// CHECK-NEXT: var sp_rest: float = 1.0f
// CHECK: f[i] = -sp_k * (len[i] - sp_rest)
// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
