// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Swaps of pointers that loopgen cannot bind at compile time: one error
// each, at the swap or the loop, with the reason.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void conditional(int n, int steps, float *a, float *b) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < n; ++i)
      b[i] = a[i] + 1.0f;
    if (t % 3 == 0)
      std::swap(a, b);
  }
}
// CHECK: pointer-rotation.cpp:[[@LINE-3]]:7: error: pointers 'a' and 'b' are swapped under a condition; loopgen swaps pointers only in statements that always run (the end of a time loop)

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void nested(int n, int runs, int steps, float *a, float *b) {
  for (int r = 0; r < runs; ++r)
    for (int t = 0; t < steps; ++t) {
      for (int i = 0; i < n; ++i)
        b[i] = 0.5f * a[i];
      std::swap(a, b);
    }
}
// CHECK: pointer-rotation.cpp:[[@LINE-6]]:5: error: this loop swaps pointers, and runs inside another loop or an if; loopgen swaps pointers in loops of the function's own body

#pragma loopgen offload
#pragma loopgen array(a[n], b[n], c[n], d[n], e[n])
void five(int n, int steps, float *a, float *b, float *c, float *d, float *e) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 0; i < n; ++i)
      e[i] = a[i] + b[i] + c[i] + d[i];
    std::swap(a, b);
    std::swap(b, c);
    std::swap(c, d);
    std::swap(d, e);
  }
}
// CHECK: pointer-rotation.cpp:[[@LINE-9]]:3: error: the pointers this loop swaps come back to their arrays only after more than 4 iterations; loopgen lowers rotations of up to 4 buffers
