// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size nx=5,ny=3,c=2,h=3,w=4,steps=3 | FileCheck %s
// Flat arrays of three dimensions (`f[q * nx * ny + y * nx + x]`, a
// tensor's `(ch * h + y) * w + x`): the dependence tests split each
// subscript by the extents its products of sizes imply (here [q][y][x]
// where x < nx and y < ny), so the loops over y and x are told apart.
// (They stayed sequential: the products of an index and a size are not
// affine, and a lattice-Boltzmann step ran on the host.)
#include <cstddef>
#include <utility>
#include <vector>

// Populations of a D2Q5 lattice as structure of arrays, relaxed in place,
// then streamed into a second buffer and swapped.
#pragma loopgen offload
#pragma loopgen validate(nx = 40, ny = 30, steps = 4)
void relax_and_stream(int nx, int ny, int steps, std::vector<float> &f) {
  static const int cx[5] = {0, 1, 0, -1, 0};
  const size_t cells = (size_t)nx * (size_t)ny;
  std::vector<float> g(5 * cells);
  for (int t = 0; t < steps; ++t) {
    // REMARK: flat-tensor-dependences.cpp:[[@LINE+2]]:5: remark: loop over 'y' is parallel
    // REMARK: flat-tensor-dependences.cpp:[[@LINE+2]]:7: remark: loop over 'x' is parallel
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        float rho = 0.0f;
        for (int q = 0; q < 5; ++q)
          rho += f[q * cells + y * nx + x];
        for (int q = 0; q < 5; ++q)
          f[q * cells + y * nx + x] += 0.5f * (0.2f * rho - f[q * cells + y * nx + x]);
      }
    for (int q = 0; q < 5; ++q)
      // REMARK: flat-tensor-dependences.cpp:[[@LINE+1]]:7: remark: loop over 'y' is parallel
      for (int y = 0; y < ny; ++y)
        for (int x = 0; x < nx; ++x) {
          int xs = (x - cx[q] + nx) % nx;
          g[q * cells + y * nx + x] = f[q * cells + y * nx + xs];
        }
    std::swap(f, g);
  }
}

// A tensor [c][h][w] as a pointer: a channel's rows scaled by its mean.
#pragma loopgen offload
#pragma loopgen validate(c = 3, h = 20, w = 24)
void normalize_channels(int c, int h, int w, float *t) {
  // REMARK: flat-tensor-dependences.cpp:[[@LINE+1]]:3: remark: loop over 'ch' is parallel
  for (int ch = 0; ch < c; ++ch) {
    float sum = 0.0f;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        sum += t[(ch * h + y) * w + x];
    float mean = sum / (h * w) + 1.0f;
    // REMARK: flat-tensor-dependences.cpp:[[@LINE+2]]:5: remark: loop over 'y' is parallel
    // REMARK: flat-tensor-dependences.cpp:[[@LINE+2]]:7: remark: loop over 'x' is parallel
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        t[(ch * h + y) * w + x] /= mean;
  }
}

// Not apart: a row read one past its end is the next row's first element,
// so the sweep over x (the inner extent nx reached at x + 1) stays in order.
#pragma loopgen offload
#pragma loopgen validate(nx = 40, ny = 30)
void smear_rows(int nx, int ny, std::vector<double> &a) {
  for (int y = 0; y < ny; ++y)
    // REMARK: flat-tensor-dependences.cpp:[[@LINE+1]]:5: remark: loop over 'x' is sequential
    for (int x = 0; x < nx; ++x)
      a[y * nx + x] += 0.5 * a[y * nx + x + 1];
}

// CHECK-NOT: FAIL
// CHECK: PASS: 3 of 3 functions match the sequential original
