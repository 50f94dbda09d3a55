// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=45 | FileCheck %s
// sqrt, log, log10, pow, sin and cos of std::complex, written out on the
// parts as the C++ library computes them: negative real parts (sqrt's
// branch), zero imaginary parts, a real and a complex exponent.
#include <complex>
#include <vector>

using cd = std::complex<double>;

// Roots of a z^2 + b z + 1 = 0, then functions of them.
#pragma loopgen offload
#pragma loopgen validate(n = 2000)
void roots(const std::vector<cd> &a, const std::vector<cd> &b,
           std::vector<cd> &r1, std::vector<cd> &r2, int n) {
  for (int i = 0; i < n; ++i) {
    cd d = std::sqrt(b[i] * b[i] - 4.0 * a[i]);
    r1[i] = (-b[i] + d) / (2.0 * a[i] + 1.0);
    r2[i] = std::log(d + 1.0) + std::pow(a[i], 1.5) +
            std::sin(a[i]) * std::cos(b[i]) + std::log10(b[i] + 2.0);
  }
}

// Float, through a pointer: every quadrant, and the real axis.
#pragma loopgen offload
#pragma loopgen array(z[n], w[n])
#pragma loopgen validate(n = 3000)
void quadrants(const std::complex<float> *z, std::complex<float> *w, int n) {
  for (int i = 0; i < n; ++i) {
    std::complex<float> q = z[i] - std::complex<float>(0.5f, 0.5f);
    std::complex<float> axis(q.real(), 0.0f);
    w[i] = std::sqrt(q) + std::sqrt(-q) + std::sqrt(axis) +
           std::pow(q, std::complex<float>(0.5f, 0.25f)) + std::pow(axis, 2.0f);
  }
}
// CHECK: PASS: 2 of 2 functions match the sequential original
