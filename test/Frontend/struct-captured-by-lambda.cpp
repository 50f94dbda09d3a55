// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A struct parameter captured by a lambda (`[&]`): its members are what
// the lambda's body does with them. Sizes it only reads stay sizes (they
// may shape its vectors and take validate() values); a member the lambda
// assigns is copied back.
#include <cstdlib>
#include <vector>

struct Grid {
  std::vector<float> cells;
  int w, h;
  int marks;
};

// Rays walked cell by cell through a shared grid, marked by a lambda: the
// counts become atomic updates.
#pragma loopgen offload
#pragma loopgen array(g.cells[g.w * g.h])
#pragma loopgen validate(n = 200, g.w = 32, g.h = 24)
void trace(Grid &g, const std::vector<int> &ends, int n) {
  auto mark = [&](int x, int y) { g.cells[y * g.w + x] += 1.0f; };
  for (int r = 0; r < n; ++r) {
    int x = 0, y = 0;
    int tx = std::abs(ends[r]) % g.w, ty = std::abs(ends[r] / 7) % g.h;
    while (x != tx || y != ty) {
      mark(x, y);
      if (x != tx)
        x += x < tx ? 1 : -1;
      if (y != ty)
        y += y < ty ? 1 : -1;
    }
  }
}

// The lambda counts into a member: written, so copied back.
#pragma loopgen offload
#pragma loopgen array(g.cells[g.w * g.h])
#pragma loopgen validate(g.w = 32, g.h = 24)
void count_positive(Grid &g) {
  auto count = [&](float v) {
    if (v > 0)
      g.marks += 1;
  };
  g.marks = 0;
  for (int k = 0; k < g.w * g.h; ++k)
    count(g.cells[k]);
}

// CHECK-NOT: FAIL
// CHECK: PASS: 2 of 2 functions match the sequential original
