// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Range-based for loops are not canonical loops (yet).
#include <vector>
#pragma loopgen offload
void f(std::vector<float> &a) {
  // CHECK: range-for.cpp:[[@LINE+1]]:3: error: range-based for loops are not supported yet; write a canonical for loop over an index
  for (float &x : a)
    x = 0;
}
