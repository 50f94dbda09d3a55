// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A std::array local declared without a value and filled by a loop after
// it (an acceptance table, a LUT), as a C array would be; one declared
// with `()` holds zeros. And a struct whose vector member holds `unsigned
// int` keys (the harness fills it).
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(spins[n], out[n])
#pragma loopgen validate(n = 3000, beta = 0.4)
void accept_rates(int n, double beta, const int *spins, double *out) {
  std::array<double, 5> accept;
  for (int k = 0; k < 5; ++k) {
    const int dE = 2 * (2 * k - 4);
    accept[k] = dE <= 0 ? 1.0 : std::exp(-beta * dE);
  }
  std::array<int, 5> seen = std::array<int, 5>();
  for (int i = 0; i < n; ++i) {
    int k = (spins[i] % 5 + 5) % 5;
    out[i] = accept[k] + seen[k];
  }
}

struct Table {
  std::vector<unsigned int> keys;
  std::vector<float> values;
  int capacity;
};

#pragma loopgen offload
#pragma loopgen array(table.keys[table.capacity], table.values[table.capacity])
#pragma loopgen validate(n = 2000, table.capacity = 512)
void lookup(const Table &table, const unsigned int *probe, float *found,
            int n) {
  for (int i = 0; i < n; ++i) {
    unsigned int slot = probe[i] % (unsigned int)table.capacity;
    found[i] = table.keys[slot] == probe[i] ? table.values[slot] : -1.0f;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 2 of 2 functions match the sequential original
