// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// Range-based for loops are loops over an index: the element a copy (by
// value) or the element itself (by reference), over a std::vector, a
// local C array, a row of a nested vector (by reference) or a struct's
// vector member.
#include <vector>

#pragma loopgen offload
#pragma loopgen array(v[n], m[n][7])
#pragma loopgen validate(n = 300)
float styles(int n, std::vector<float> &v,
             std::vector<std::vector<double>> &m) {
  float sum = 0.0f;
  for (float x : v) // By value.
    sum += x * x;
  for (auto &x : v) // By reference: writes the element.
    x *= 0.5f;
  for (const float &x : v) // By constant reference.
    sum += x;
  float taps[4];
  for (float &t : taps)
    t = 0.25f;
  for (auto &row : m) // The rows of a nested vector.
    for (double &e : row)
      e += taps[1];
  return sum;
}
// CHECK-LABEL: func styles
// CHECK: for x_i in [0, n) sequential {
// CHECK-NEXT: var x: float = v[x_i]
// CHECK-NEXT: sum += x * x
// CHECK: for x_i_1 in [0, n) sequential {
// CHECK-NEXT: v[x_i_1] *= 0.5f
// CHECK: for x_i_2 in [0, n) sequential {
// CHECK-NEXT: sum += v[x_i_2]
// CHECK: for t_i in [0, 4) sequential {
// CHECK-NEXT: taps[t_i] = 0.25f
// CHECK: for row_i in [0, n) sequential {
// CHECK-NEXT: for e_i in [0, 7) sequential {
// CHECK-NEXT: m[row_i][e_i] += taps[1]

struct Grid {
  std::vector<float> u;
};

#pragma loopgen offload
#pragma loopgen array(g.u[n])
#pragma loopgen validate(n = 500, s = 1.5)
void scale_member(int n, Grid &g, float s) {
  for (float &x : g.u)
    x *= s;
}
// (A struct parameter prints with its members.)
// CHECK-LABEL: func scale_member(n: int, g: struct Grid {g_u}, s: float)
// CHECK: for x_i in [0, n) sequential {
// CHECK-NEXT: g_u[x_i] *= s

// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
