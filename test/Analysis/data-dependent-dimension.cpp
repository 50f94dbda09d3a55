// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A dimension of a multi-dimensional access read from data (a class label,
// a neighbour's slot) is within its extent, so another dimension that moves
// with the loop still separates the iterations.
#include <cmath>
#include <vector>

// Negative log-likelihood of each sample's label, rows of vectors.
#pragma loopgen offload
#pragma loopgen validate(batch = 300, classes = 32)
void nll(std::vector<std::vector<float>> &probs, const std::vector<int> &labels,
         std::vector<float> &out, int batch, int classes) {
  for (int b = 0; b < batch; ++b) {
    float s = 0.0f;
    for (int c = 0; c < classes; ++c)
      s += probs[b][c];
    for (int c = 0; c < classes; ++c)
      probs[b][c] /= s;
    out[b] = -std::log(probs[b][labels[b]] + 1e-12f);
  }
}
// CHECK: :[[@LINE-9]]:3: remark: loop over 'b' is parallel: proven free of loop-carried dependences

// A C array's rows: each cell swaps its value with a slot it picks.
#pragma loopgen offload
#pragma loopgen array(grid[n][16], pick[n])
#pragma loopgen validate(n = 500)
void swap_slot(float grid[][16], const int *pick, int n) {
  for (int i = 0; i < n; i++) {
    float t = grid[i][0];
    grid[i][0] = grid[i][pick[i]];
    grid[i][pick[i]] = t;
  }
}
// CHECK: :[[@LINE-6]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences

// A flat array holds no such promise: b * classes + label[b] may reach
// another row, so the loop stays sequential.
#pragma loopgen offload
#pragma loopgen array(p[batch * classes], label[batch], out[batch])
#pragma loopgen validate(batch = 300, classes = 32)
void flat(float *p, const int *label, float *out, int batch, int classes) {
  for (int b = 0; b < batch; ++b) {
    for (int c = 0; c < classes; ++c)
      p[b * classes + c] *= 0.5f;
    out[b] = p[b * classes + label[b]];
  }
}
// CHECK: :[[@LINE-6]]:3: remark: loop over 'b' is sequential: the subscript of {{.*}} is not affine
// VALID: PASS: 3 of 3 functions match the sequential original
