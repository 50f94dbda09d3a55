// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=HOST
// An offloaded function may return a plain struct (scalars and such
// structs): a struct local that each return sets, its members computed by
// the kernels and read back, compared member by member in validation.
// Styles: a braced return of two reductions, a struct local accumulated
// member by member, a nested struct with an early return before the
// loops (C: returned-struct.c; a struct with constructors or an array
// member: Errors/returned-struct-unsupported.cpp).
#include <cmath>
#include <vector>

struct Stats {
  double norm;
  double max;
};

#pragma loopgen offload
#pragma loopgen validate(n = 1000)
Stats residual(int n, const std::vector<double> &r) {
  double s = 0.0, m = 0.0;
  for (int i = 0; i < n; ++i) {
    s += r[i] * r[i];
    m = std::fmax(m, std::fabs(r[i]));
  }
  return {std::sqrt(s), m};
}
// HOST-LABEL: Stats residual(int n, const std::vector<double> &r) {
// HOST: Stats result = {result_norm_value, result_max_value};
// HOST: return result;

#pragma loopgen offload
#pragma loopgen validate(n = 1000)
Stats accumulated(int n, const std::vector<double> &r) {
  Stats out;
  out.norm = 0.0;
  out.max = 0.0;
  for (int i = 0; i < n; ++i) {
    out.norm += r[i] * r[i];
    out.max = std::fmax(out.max, std::fabs(r[i]));
  }
  out.norm = std::sqrt(out.norm);
  return out;
}

struct Vec3 {
  float x, y, z;
};
struct Box {
  Vec3 lo, hi;
  int count;
};

#pragma loopgen offload
#pragma loopgen array(p[n])
#pragma loopgen validate(n = 2000)
Box bounds(int n, const Vec3 *p) {
  if (n <= 0)
    return Box{{0, 0, 0}, {0, 0, 0}, 0};
  Box b{p[0], p[0], n};
  for (int i = 1; i < n; ++i) {
    b.lo.x = std::fmin(b.lo.x, p[i].x);
    b.lo.y = std::fmin(b.lo.y, p[i].y);
    b.lo.z = std::fmin(b.lo.z, p[i].z);
    b.hi.x = std::fmax(b.hi.x, p[i].x);
    b.hi.y = std::fmax(b.hi.y, p[i].y);
    b.hi.z = std::fmax(b.hi.z, p[i].z);
  }
  return b;
}

// CHECK: bounds:
// CHECK: (result).lo.x
// CHECK: (result).count
// CHECK: PASS: 3 of 3 functions match the sequential original
