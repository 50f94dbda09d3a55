// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A loop of unknown length whose condition reads the pointers its body
// swaps: its binding would change between steps.
#include <utility>
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, float *a, float *b) {
  float *cur = a, *nxt = b;
  // CHECK: while-swap-condition.cpp:[[@LINE+1]]:10: error: the condition of this loop reads pointers its body swaps
  while (cur[0] < 100.0f) {
    for (int i = 0; i < n; ++i)
      nxt[i] = cur[i] * 2.0f + 1.0f;
    std::swap(cur, nxt);
  }
}
