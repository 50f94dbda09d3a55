// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// The index of `for (size_t i = n; i-- > 0;)` is a local declared from
// the loop's counter, and as read-only as any loop index.
#include <cstddef>
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(size_t n, float *a) {
  for (size_t i = n; i-- > 0;) {
    a[i] = 0;
    // CHECK: :[[@LINE+1]]:17: error: loop index 'i' is modified in the loop body
    if (i == 5) i = 2;
  }
}
