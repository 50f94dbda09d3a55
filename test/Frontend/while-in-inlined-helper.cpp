// RUN: loopgen %s --emit=report | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A while loop that changes a helper's parameter taken by value (a
// popcount's `v &= v - 1`), or the members of a struct local of the
// iteration (a Collatz walk's state): both are locals of the calling
// loop's iteration, so the loop around stays parallel.
#include <cstdint>

static inline int popcount32(uint32_t v) {
  int c = 0;
  while (v) {
    v &= v - 1u;
    ++c;
  }
  return c;
}

#pragma loopgen array(a[n], b[n], dist[n])
#pragma loopgen validate(n = 2000)
#pragma loopgen offload
void hamming(const uint32_t *a, const uint32_t *b, int *dist, int n) {
  for (int i = 0; i < n; ++i)
    dist[i] = popcount32(a[i] ^ b[i]);
}

struct Walk {
  long long x;
  int steps;
};

#pragma loopgen array(steps[n])
#pragma loopgen validate(n = 3000)
#pragma loopgen offload
void collatz(int *steps, int n) {
  for (int i = 0; i < n; ++i) {
    Walk w = {i + 1, 0};
    while (w.x != 1) {
      w.x = w.x % 2 ? 3 * w.x + 1 : w.x / 2;
      ++w.steps;
    }
    steps[i] = w.steps;
  }
}
// CHECK: function hamming: 1 parallel kernel
// CHECK-NEXT: loop i: parallel, grid x
// CHECK: function collatz: 1 parallel kernel
// CHECK-NEXT: loop i: parallel, grid x
// VALID: PASS: 2 of 2 functions match the sequential original
