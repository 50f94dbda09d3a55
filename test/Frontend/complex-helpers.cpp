// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s
// Helpers that take or return std::complex, inlined: by value, by const
// reference, by reference to a local they change; one return or several
// statements with returns in branches.
#include <complex>
#include <vector>

using cf = std::complex<float>;
using cd = std::complex<double>;

static cf step(cf z, cf c) { return z * z + c; }
static float mag2(const cf &z) { return std::norm(z); }

// Mandelbrot's escape loop through helpers.
#pragma loopgen offload
#pragma loopgen array(c[n], it[n])
#pragma loopgen validate(n = 2000)
void escape(const cf *c, int *it, int n) {
  for (int i = 0; i < n; ++i) {
    cf z = 0;
    int k = 0;
    while (k < 100 && mag2(z) < 4.0f) {
      z = step(z, c[i]);
      ++k;
    }
    it[i] = k;
  }
}

static double response(cd z, double gain) {
  cd p = z - cd(0.9, 0.1);
  double m = std::abs(p);
  if (m < 1e-9)
    m = 1e-9;
  return gain / m;
}
static void rotate(cd &z, double th) { z *= std::polar(1.0, th); }

// A real result of a complex argument; a local changed through a reference.
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void evaluate(const std::vector<cd> &zs, std::vector<double> &out,
              std::vector<cd> &rot, int n) {
  for (int i = 0; i < n; ++i) {
    out[i] = response(zs[i], 2.0);
    cd w = zs[i];
    rotate(w, 0.25 * i);
    rot[i] = w;
  }
}

static cf clip(cf z, float r) {
  float m = std::abs(z);
  if (m > r)
    return z * (r / m);
  return z;
}
static cf scaled(const cf &x, float a, float b) {
  cf y = x * a;
  y += b;
  return y;
}

// Complex results of helpers with statements, in a declaration and inside
// an expression.
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void limit(const std::vector<cf> &in, std::vector<cf> &out, int n) {
  for (int i = 0; i < n; ++i) {
    cf w = clip(in[i] * 3.0f, 1.0f);
    out[i] = scaled(w, 0.5f, 0.25f) * 2.0f + clip(in[i], 0.5f);
  }
}
// CHECK: PASS: 3 of 3 functions match the sequential original
