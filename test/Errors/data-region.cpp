// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Data regions that cannot be made: each error at its pragma or name, and
// no output file.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(u[n])
void scale(int n, float *u) {
  for (int i = 0; i < n; i++)
    u[i] *= 2;
}

void unknown_name(int n, float *u) {
#pragma loopgen data copy(w[n])
  scale(n, u);
}
// CHECK: data-region.cpp:[[@LINE-3]]:27: error: 'w' in '#pragma loopgen data' is not a parameter or variable of 'unknown_name' declared before it

void nested(int n, std::vector<std::vector<float>> &rows, float **table,
            float x) {
#pragma loopgen data copy(rows[n][n], table[n][n], x[1])
  {
  }
}
// CHECK: data-region.cpp:[[@LINE-4]]:27: error: 'rows' in '#pragma loopgen data' is not a flat array

void nothing_after(int n, float *u) {
  {
    scale(n, u);
#pragma loopgen data copy(u[n])
  }
  scale(n, u);
}
// CHECK: data-region.cpp:[[@LINE-4]]:9: error: '#pragma loopgen data' must be followed by a statement in a function body

void update_outside(int n, float *u) {
  scale(n, u);
#pragma loopgen update host(u)
  u[0] = 1;
}
// CHECK: data-region.cpp:[[@LINE-3]]:9: error: '#pragma loopgen update' must be inside the statement of a '#pragma loopgen data' region

void update_unheld(int n, float *u, float *v) {
#pragma loopgen data copy(u[n])
  {
    scale(n, u);
#pragma loopgen update host(v)
  }
}
// CHECK: data-region.cpp:[[@LINE-3]]:29: error: 'v' in '#pragma loopgen update' is not held by a data region around it

void unbraced_use(int n, float *u) {
#pragma loopgen data copy(u[n])
  for (int i = 0; i < 3; i++)
    scale(n, u), u[0] += 1;
}
// CHECK: data-region.cpp:[[@LINE-2]]:18: error: the statement of the data region uses 'u' on the host; put it in braces


void alias(int n, float *u) {
#pragma loopgen data copy(u[n])
  {
    float *half = u + n / 2;
    scale(n, u);
    half[0] = 1;
  }
}
// CHECK: data-region.cpp:[[@LINE-5]]:12: error: 'half' points into 'u', which the data region holds on the GPU

void helper(int n, float *u) { scale(n, u); }
void through_helper(int n, float *u) {
#pragma loopgen data copy(u[n])
  {
    helper(n, u);
  }
}
// CHECK: data-region.cpp:[[@LINE-3]]:15: error: 'u', which the data region holds on the GPU, is passed to 'helper', which loopgen does not offload
