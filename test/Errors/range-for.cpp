// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Range-based for loops run over arrays of the function, their rows by
// reference, and scalars.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(b[n])
void f(int n, std::vector<float> &a, std::vector<std::vector<float>> &m,
       float *b) {
  // CHECK: range-for.cpp:[[@LINE+1]]:18: error: a range-based for loop must run over an array or std::vector of the function, or a row of one
  for (float x : {1.0f, 2.0f})
    a[0] += x;
  // CHECK: range-for.cpp:[[@LINE+1]]:13: error: a range-based for loop over the rows of an array must name each row by reference: 'for (auto &row : m)'
  for (auto row : m)
    row[0] = 0;
}
// CHECK-NOT: Error while processing
