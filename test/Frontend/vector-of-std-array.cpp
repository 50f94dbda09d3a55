// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=DIAG
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// std::vector<std::array<T, N>> (points, joint angles, RGBA pixels):
// records of N slots, read and written by p[i][k] (was: "std::vector holds
// scalars, std::vectors of scalars or records whose fields are scalars").
// DIAG-NOT: error:
// DIAG-NOT: warning:
#include <array>
#include <cmath>
#include <vector>

// CHECK-LABEL: {{^}}__global__ void norms_kernel0(
// CHECK: {{^ +}}r[i] = sqrt(p[i * 3 + 0] * p[i * 3 + 0]
#pragma loopgen validate(n = 100000)
#pragma loopgen offload
void norms(int n, const std::vector<std::array<double, 3>> &p,
           std::vector<double> &r) {
  for (int i = 0; i < n; ++i)
    r[i] = std::sqrt(p[i][0] * p[i][0] + p[i][1] * p[i][1] + p[i][2] * p[i][2]);
}

// An inner loop over the slots; a weight table.
using Joint = std::array<float, 6>;
#pragma loopgen validate(n = 20000)
#pragma loopgen offload
void weighted(int n, const std::vector<Joint> &q, const std::array<float, 6> &w,
              std::vector<float> &out) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int k = 0; k < 6; ++k)
      s += w[k] * q[i][k];
    out[i] = s;
  }
}

// Written slot by slot: RGBA pixels, alpha premultiplied.
#pragma loopgen validate(n = 65536)
#pragma loopgen offload
void premultiply(std::vector<std::array<unsigned char, 4>> &px, int n) {
  for (int i = 0; i < n; ++i) {
    float a = px[i][3] / 255.0f;
    for (int c = 0; c < 3; ++c)
      px[i][c] = (unsigned char)(px[i][c] * a + 0.5f);
  }
}
// A record passed to a helper by reference; a range-for summing them.
static double dot3(const std::array<double, 3> &a,
                   const std::array<double, 3> &b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
#pragma loopgen validate(n = 10000)
#pragma loopgen offload
void project(int n, const std::vector<std::array<double, 3>> &p,
             std::array<double, 3> axis, std::vector<double> &r) {
  for (int i = 0; i < n; ++i)
    r[i] = dot3(p[i], axis);
}
#pragma loopgen offload
double total(const std::vector<std::array<double, 3>> &p) {
  double s = 0;
  for (const auto &pt : p)
    s += pt[0] + pt[1] + pt[2];
  return s;
}
// VALID: PASS: 5 of 5 functions match the sequential original
