// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size nx=17,ny=9 | FileCheck %s
// std::array of std::array: a local table of neighbour offsets walked by a
// range-for over its rows, and a 3x3 stencil of weights indexed [i][j].
#include <array>

#pragma loopgen offload
#pragma loopgen array(u[ny][nx], v[ny][nx])
#pragma loopgen validate(nx = 128, ny = 96)
void neighbour_mean(int nx, int ny, const float *u, float *v) {
  const std::array<std::array<int, 2>, 4> nbr = {
      {{{-1, 0}}, {{1, 0}}, {{0, -1}}, {{0, 1}}}};
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      float sum = 0.0f;
      int count = 0;
      for (const auto &d : nbr) {
        int xx = x + d[0], yy = y + d[1];
        if (xx < 0 || xx >= nx || yy < 0 || yy >= ny)
          continue;
        sum += u[yy * nx + xx];
        ++count;
      }
      v[y * nx + x] = sum / count;
    }
}

#pragma loopgen offload
#pragma loopgen array(u[ny][nx], v[ny][nx])
#pragma loopgen validate(nx = 128, ny = 96)
void smooth3x3(int nx, int ny, const float *u, float *v) {
  std::array<std::array<float, 3>, 3> w{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      w[i][j] = (i == 1 && j == 1) ? 0.5f : 0.0625f;
  for (int y = 1; y < ny - 1; ++y)
    for (int x = 1; x < nx - 1; ++x) {
      float s = 0.0f;
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
          s += w[i][j] * u[(y + i - 1) * nx + x + j - 1];
      v[y * nx + x] = s;
    }
}

// CHECK: RESULT function=neighbour_mean status=PASS
// CHECK: RESULT function=smooth3x3 status=PASS
// CHECK: PASS: 2 of 2 functions match the sequential original
