// RUN: loopgen %s -Rpass=loopgen-reshape -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=4,n=300,nx=40,ny=9 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=5 | FileCheck %s
// Double buffering in a class: the members an offloaded method swaps
// (`cur.swap(next)`, `std::swap(p_prev, p)` in a three-level leapfrog, a
// member with a local work vector) are rebound per iteration like pointers,
// and where the swaps leave a member bound to another array its elements
// are exchanged at the end, so that the object holds what the original
// leaves in it. Vectors of other sizes run the original (checked on entry).
#include <utility>
#include <vector>

struct Diffusion {
  int n = 0;
  float nu = 0.25f;
  std::vector<float> cur, next;

#pragma loopgen offload
#pragma loopgen validate(n = 4096, steps = 3)
  void run(int steps) {
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < n - 1; ++i)
        next[i] = cur[i] + nu * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
      next[0] = cur[0];
      next[n - 1] = cur[n - 1];
      cur.swap(next);
    }
  }
};

class Wave {
public:
  int nx = 0, ny = 0;
  std::vector<float> p_prev, p, p_next;
  float damping = 0.999f;
  void step(int steps, float c2);

private: // The harness's reference is declared after this.
  float weight(float c2) const { return damping * c2; }
};

// Three members rotated each step: the binding repeats every third step.
// They are analyzed as rows of nx (a 2-D grid), the exchange at the end too.
// SHAPE: remark: 'p_prev' is analyzed as rows of 'nx' elements
// SHAPE: remark: 'p' is analyzed as rows of 'nx' elements
// SHAPE: remark: 'p_next' is analyzed as rows of 'nx' elements
#pragma loopgen offload
#pragma loopgen validate(nx = 64, ny = 48, steps = 4, c2 = 0.1)
void Wave::step(int steps, float c2) {
  for (int t = 0; t < steps; ++t) {
    for (int y = 1; y < ny - 1; ++y)
      for (int x = 1; x < nx - 1; ++x) {
        int k = y * nx + x;
        float lap = p[k - 1] + p[k + 1] + p[k - nx] + p[k + nx] - 4.0f * p[k];
        p_next[k] = damping * (2.0f * p[k] - p_prev[k]) + weight(c2) * lap;
      }
    std::swap(p_prev, p);
    std::swap(p, p_next);
  }
}

// A member swapped with a local work vector filled with a value.
struct Smoother {
  int n = 0;
  std::vector<double> u;

#pragma loopgen offload
#pragma loopgen validate(n = 1000, steps = 3)
  void smooth(int steps) {
    std::vector<double> w(n, 1.0);
    for (int s = 0; s < steps; ++s) {
      for (int i = 1; i < n - 1; ++i)
        w[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
      std::swap(u, w);
    }
  }
};

// CHECK: RESULT function=run status=PASS
// CHECK-NOT: launches=0
// CHECK: RESULT function=step status=PASS
// CHECK: RESULT function=smooth status=PASS
// CHECK: PASS: 3 of 3 functions match the sequential original
