// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=5 | FileCheck %s
// Pointers to records without a shape pragma (`std::complex<double> *`,
// `const Particle *`) get the number of records their accesses reach, as
// pointers to scalars do (they were errors asking for the shape).
#include <cmath>
#include <complex>

// A spectrum scaled by a gain and rotated by a phase per bin.
// SHAPE: record-pointer-shapes.cpp:[[@LINE+4]]:43: remark: the shape of 'spec' is spec[n]: the elements its accesses reach
#pragma loopgen offload
#pragma loopgen validate(n = 256, phase = 0.25)
void shape_spectrum(int n, double phase, const double *gain,
                    std::complex<double> *spec) {
  for (int k = 0; k < n; ++k)
    spec[k] *= std::polar(gain[k], phase * k);
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
