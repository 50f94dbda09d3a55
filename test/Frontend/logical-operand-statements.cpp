// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=DIAG
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// The right operand of && or || that needs statements before it (a struct
// temporary, a helper with statements or a loop) runs them only where C++
// evaluates it: under an if on the left operand's value (was: "it is under
// ?:, && or ||").
// DIAG-NOT: error:
// DIAG-NOT: warning:
#include <cmath>

struct Vec { float x, y; };
static Vec sub(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
static float len(Vec v) { return std::sqrt(v.x * v.x + v.y * v.y); }

// CHECK-LABEL: {{^}}__global__ void near_kernel0(
// CHECK: {{^ +}}bool logic = p[i * 2 + 0] > 0;
// CHECK-NEXT: {{^ +}}if (logic) {
#pragma loopgen validate(n = 10000, r = 0.5f)
#pragma loopgen offload
void near(int n, const Vec *p, Vec c, float r, int *out) {
  for (int i = 0; i < n; ++i)
    out[i] = p[i].x > 0 && len(sub(p[i], c)) < r;
}

// In an if's condition, under ||: a clamp written with early returns.
static int clampi(int v, int lo, int hi) {
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}
#pragma loopgen validate(n = 10000)
#pragma loopgen offload
void saturated(int n, const int *a, int *out) {
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0 || clampi(a[i] * 3, 0, 50) == 50)
      out[i] = 1;
    else
      out[i] = 0;
  }
}

// A helper with a loop (primes below 1000), where a cheap test passes
// first.
static bool is_prime(int v) {
  bool prime = v >= 2;
  for (int d = 2; d < 32; ++d)
    if (d < v && v % d == 0)
      prime = false;
  return prime;
}
#pragma loopgen validate(n = 20000, t = 100)
#pragma loopgen offload
void odd_primes(int n, int t, const int *x, int *flag) {
  for (int i = 0; i < n; ++i)
    flag[i] = (x[i] % 1000 > t) && is_prime(x[i] % 1000);
}
// VALID: PASS: 3 of 3 functions match the sequential original
