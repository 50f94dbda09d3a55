// RUN: loopgen %s -Rpass=loopgen-map-to-grid -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=77,max_iter=3 | FileCheck %s
// A thread's own loop of unknown length left by `break` (a Newton
// iteration that stops when it converges, a retry loop, a search with
// `while (true)`): the loop around stays parallel, each thread runs its
// loop until its own break.
#include <cmath>
#include <cstdint>
#include <vector>

// Newton's method for x^3 = a, stopped at convergence or after max_iter.
#pragma loopgen offload
#pragma loopgen validate(n = 4096, max_iter = 40)
void cube_roots(int n, int max_iter, const std::vector<float> &a,
                std::vector<float> &root, std::vector<int> &iters) {
  // REMARK: while-break-in-loop.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
  for (int i = 0; i < n; ++i) {
    float x = 1.0f + a[i];
    int it = 0;
    while (it < max_iter) {
      float f = x * x * x - a[i];
      if (std::fabs(f) < 1e-6f)
        break;
      x -= f / (3.0f * x * x);
      ++it;
    }
    root[i] = x;
    iters[i] = it;
  }
}

// do-while left by break in its middle, C arrays.
#pragma loopgen offload
#pragma loopgen array(seed[n], out[n])
#pragma loopgen validate(n = 2048)
void mix_until(int n, const uint32_t *seed, uint32_t *out) {
  // REMARK: while-break-in-loop.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'b')
  for (int b = 0; b < n; ++b) {
    uint32_t x = seed[b] | 1u;
    int rounds = 0;
    do {
      x ^= x << 13;
      x ^= x >> 17;
      x ^= x << 5;
      ++rounds;
      if ((x & 0xffu) < 16u)
        break;
    } while (rounds < 12);
    out[b] = x + static_cast<uint32_t>(rounds);
  }
}

// while (true), the exit a break after the last useful statement.
#pragma loopgen offload
#pragma loopgen array(v[n], steps[n])
#pragma loopgen validate(n = 3000)
void collatz_steps(int n, const int *v, int *steps) {
  // REMARK: while-break-in-loop.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
  for (int i = 0; i < n; ++i) {
    long long x = v[i] + 1;
    int s = 0;
    while (true) {
      if (x == 1 || s >= 500)
        break;
      x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
      ++s;
    }
    steps[i] = s;
  }
}

// CHECK: RESULT function=cube_roots status=PASS
// CHECK: RESULT function=mix_until status=PASS
// CHECK: RESULT function=collatz_steps status=PASS
// CHECK: PASS: 3 of 3 functions match the sequential original
