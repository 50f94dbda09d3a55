// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=5 | FileCheck %s
// Pointers to records without a shape pragma (`std::complex<double> *`,
// `const Particle *`) get the number of records their accesses reach, as
// pointers to scalars do (they were errors asking for the shape).
#include <cmath>
#include <complex>

// A naive DFT with the twiddle index reduced mod n.
// SHAPE: record-pointer-shapes.cpp:[[@LINE+3]]:62: remark: the shape of 'spectrum' is spectrum[n]: the elements its accesses reach
#pragma loopgen offload
#pragma loopgen validate(n = 256)
void naive_dft(int n, const double *x, std::complex<double> *spectrum) {
  if (n <= 0)
    return;
  const double step = -6.283185307179586 / n;
  for (int k = 0; k < n; ++k) {
    std::complex<double> acc(0.0, 0.0);
    for (int t = 0; t < n; ++t) {
      const long long idx = (static_cast<long long>(k) * t) % n;
      acc += x[t] * std::polar(1.0, step * static_cast<double>(idx));
    }
    spectrum[k] = acc;
  }
}

struct Particle {
  float x, y, z, mass;
};

// Kinetic-like sums over an array of records, written to another.
// SHAPE: record-pointer-shapes.cpp:[[@LINE+3]]:35: remark: the shape of 'p' is p[n]: the elements its accesses reach
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void weigh(int n, const Particle *p, Particle *out) {
  for (int i = 0; i < n; ++i) {
    out[i] = p[i];
    out[i].mass = p[i].mass * (p[i].x * p[i].x + p[i].y * p[i].y);
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 2 of 2 functions match the sequential original
