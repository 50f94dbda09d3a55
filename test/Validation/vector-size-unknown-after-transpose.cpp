// RUN: loopgen %s --validate --emulate 2>&1 | FileCheck %s
// A vector written through a row pointer into it, transposed on the
// device: the transposition's loops run to the vector's own size, which
// is no evidence of what the program needs (was: the harness gave it the
// default 1000 elements and crashed; then it asked for a size). The reach
// of its accesses as lowered sizes it: heads * n * n.
#include <vector>
#pragma loopgen validate(heads = 8, n = 256)
#pragma loopgen offload
void scores(int heads, int n, const std::vector<float> &a, std::vector<float> &s) {
  for (int h = 0; h < heads; ++h)
    for (int i = 0; i < n; ++i) {
      float *row = &s[(h * n + i) * n];
      float m = 0.0f;
      for (int j = 0; j < n; ++j) {
        row[j] = a[h * n + i] * (float)j;
        m = m > row[j] ? m : row[j];
      }
      for (int j = 0; j <= i; ++j)
        row[j] -= m;
    }
}
// CHECK: {{^}}  s               524288 elements
// CHECK-NOT: crashed
// CHECK: PASS: 1 of 1 functions match the sequential original
