// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Swapping the caller's vectors after an early return would exchange them
// at the function's end on the path that returned too: refused, once.
#include <cstddef>
#include <utility>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 100)
void step(std::vector<float> &a, std::vector<float> &b, int n) {
  // CHECK: swap-after-early-return.cpp:[[@LINE+1]]:3: error: 'a' is swapped after this early return, which exchanges it for the caller on one path only
  if (n <= 0)
    return;
  for (std::size_t i = 0; i < a.size(); ++i)
    b[i] = 2 * a[i];
  std::swap(a, b);
}
// CHECK: 1 error generated.
