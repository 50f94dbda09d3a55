// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=1,n=41 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=0 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=4 | FileCheck %s
// std::swap of two std::vector parameters taken by reference exchanges
// them for the caller: where the swaps leave the names bound to each
// other's arrays, the elements are exchanged at the end (an odd number of
// swaps used to hand the caller its vectors the wrong way round).
#include <utility>
#include <vector>

// One step, then the swap: always odd.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 4096)
void step_once(int n, std::vector<float> &a, std::vector<float> &b) {
  for (int i = 1; i < n - 1; ++i)
    b[i] = 0.5f * (a[i - 1] + a[i + 1]);
  std::swap(a, b);
}

// A time loop of swaps, unsized vectors, a value returned from one of them.
#pragma loopgen offload
#pragma loopgen validate(n = 4096, steps = 3)
float diffuse(std::vector<float> &u, std::vector<float> &tmp, int n,
              int steps) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      tmp[i] = u[i] + 0.25f * (u[i - 1] - 2 * u[i] + u[i + 1]);
    tmp[0] = u[0];
    tmp[n - 1] = u[n - 1];
    std::swap(u, tmp);
  }
  return u[n / 2];
}

// Three buffers rotated through a pointer-free rotation of vectors.
#pragma loopgen offload
#pragma loopgen array(prev[n], cur[n], next[n])
#pragma loopgen validate(n = 2048, steps = 5)
void wave(int n, int steps, std::vector<double> &prev,
          std::vector<double> &cur, std::vector<double> &next) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      next[i] = 2 * cur[i] - prev[i] + 0.1 * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
    std::swap(prev, cur);
    std::swap(cur, next);
  }
}
// CHECK: PASS: 3 of 3 functions match the sequential original
