// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A method of a local struct that changes the struct's state, called
// inside an expression (`data[rng.next() % n]`): it runs before the
// statement, into a temporary (C++ sequences the call before or after the
// rest of the expression; before is one of its orders). Each iteration of
// the parallel loop has its own generator.
#include <cstdint>
#include <vector>

struct Lcg {
  uint32_t state;
  uint32_t next() {
    state = state * 1664525u + 1013904223u;
    return state;
  }
  float uniform() { return (next() >> 8) * (1.0f / 16777216.0f); }
};

#pragma loopgen offload
#pragma loopgen validate(nrep = 2048, seed = 12345)
void bootstrap(const std::vector<double> &data, std::vector<double> &means,
               int nrep, uint32_t seed) {
  const uint32_t n = static_cast<uint32_t>(data.size());
  if (n == 0)
    return;
  for (int b = 0; b < nrep; ++b) {
    Lcg rng{seed ^ (0x9E3779B9u * static_cast<uint32_t>(b + 1))};
    double sum = 0.0;
    for (uint32_t k = 0; k < n; ++k)
      sum += data[rng.next() % n];
    means[b] = sum / n + 0.001 * rng.uniform();
  }
}

// CHECK: RESULT function=bootstrap status=PASS
// CHECK: PASS: 1 of 1 functions match the sequential original
