// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A shape for an array the function does not have.
#include <vector>
#pragma loopgen offload
// CHECK: array-unknown-array.cpp:[[@LINE+1]]:23: error: 'b' in '#pragma loopgen array' is not an array parameter or local array of 'f'
#pragma loopgen array(b[n])
void f(int n, std::vector<float> &a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
