// RUN: loopgen %s --validate --emulate | FileCheck %s
// A C function returning a typedef'd struct of a reduction and an argmin's
// index, as C code returns several results: `result_t r; ... return r;`.
#include <math.h>

typedef struct {
  float sum;
  float least;
  int at;
} result_t;

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 3000)
result_t summarize(int n, const float *x) {
  result_t r;
  r.sum = 0.0f;
  r.least = x[0];
  r.at = 0;
  for (int i = 0; i < n; i++) {
    r.sum += x[i];
    if (x[i] < r.least) {
      r.least = x[i];
      r.at = i;
    }
  }
  return r;
}

struct range {
  double lo, hi;
};

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 500)
struct range span(int n, const double *v) {
  struct range out = {v[0], v[0]};
  for (int i = 1; i < n; i++) {
    out.lo = fmin(out.lo, v[i]);
    out.hi = fmax(out.hi, v[i]);
  }
  return out;
}
// CHECK: (result).at
// CHECK: PASS: 2 of 2 functions match the sequential original
