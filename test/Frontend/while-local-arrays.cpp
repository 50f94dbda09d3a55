// RUN: loopgen %s -Rpass=loopgen-map-to-grid -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size w=13,h=5,n=77 | FileCheck %s --check-prefix=VALID
// `while` loops that fill an array each iteration of a parallel loop owns
// (declared in its body): the insertion step of an insertion sort, a
// digit buffer, a shifting window. Each thread runs its own while loop on
// its own array; the loop around stays parallel.
#include <array>
#include <vector>

// A 3x3 median filter: the window sorted by insertion (C array).
#pragma loopgen offload
#pragma loopgen array(in[h][w], out[h][w])
#pragma loopgen validate(w = 256, h = 128)
void median3x3(int w, int h, const float *in, float *out) {
  // REMARK: while-local-arrays.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 2-D grid (y: 'y', x: 'x')
  for (int y = 1; y < h - 1; ++y)
    for (int x = 1; x < w - 1; ++x) {
      float win[9];
      int len = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          float v = in[(y + dy) * w + x + dx];
          int j = len;
          while (j > 0 && win[j - 1] > v) {
            win[j] = win[j - 1];
            --j;
          }
          win[j] = v;
          ++len;
        }
      out[y * w + x] = win[4];
    }
}

// The decimal digits of each number, reversed through a buffer
// (std::array), summed with their positions as weights.
#pragma loopgen offload
#pragma loopgen validate(n = 5000)
void digit_weights(int n, const std::vector<int> &values,
                   std::vector<int> &weights) {
  // REMARK: while-local-arrays.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
  for (int i = 0; i < n; ++i) {
    std::array<int, 12> digits{};
    int count = 0;
    unsigned v = values[i] < 0 ? -values[i] : values[i];
    do {
      digits[count++] = v % 10;
      v /= 10;
    } while (v != 0);
    int sum = 0;
    for (int k = 0; k < count; ++k)
      sum += (k + 1) * digits[count - 1 - k];
    weights[i] = sum;
  }
}

// VALID: RESULT function=median3x3 status=PASS
// VALID: RESULT function=digit_weights status=PASS
// VALID: PASS: 2 of 2 functions match the sequential original
