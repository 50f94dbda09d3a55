// RUN: loopgen %s --validate --emulate | FileCheck %s
// A range-based for loop left by `break`, as a for loop over its index
// would be: the layer of a radius among a table's edges, the first
// negative sample of each row of a vector of vectors, the sum of a row up
// to a sentinel.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <array>
#include <vector>

constexpr std::array<float, 5> kEdges = {0.1f, 0.3f, 0.5f, 0.7f, 0.9f};

#pragma loopgen offload
#pragma loopgen validate(n = 4000)
void layers(int n, const float *r, int *layer) {
  for (int i = 0; i < n; ++i) {
    int found = -1, l = 0;
    for (float edge : kEdges) {
      if (r[i] < edge) {
        found = l;
        break;
      }
      ++l;
    }
    layer[i] = found;
  }
}

// (The harness sizes the rows from the pragma: nothing here reads cols.)
#pragma loopgen offload
#pragma loopgen validate(rows = 300, cols = 20)
#pragma loopgen array(m[rows][cols])
void first_small(int rows, int cols, const std::vector<std::vector<float>> &m,
                 std::vector<float> &out) {
  for (int i = 0; i < rows; ++i) {
    float first = -1.0f;
    for (float x : m[i])
      if (x < 0.25f) {
        first = x;
        break;
      }
    out[i] = first;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 500)
void sum_to_sentinel(int n, const int (*rows)[8], int *sum) {
  for (int i = 0; i < n; ++i) {
    int s = 0;
    for (int v : rows[i]) {
      if (v == 0)
        break;
      s += v;
    }
    sum[i] = s;
  }
}
