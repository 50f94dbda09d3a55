// RUN: loopgen %s --format-limit=1 -o %t.limited.cu 2>&1 | FileCheck %s
// RUN: loopgen %s --format-style=none -o %t.none.cu
// RUN: diff %t.limited.cu %t.none.cu
// RUN: loopgen %s --format-limit=0 -o %t.formatted.cu 2>&1 | FileCheck %s --check-prefix=FORMATTED --allow-empty
// RUN: loopgen %s -o %t.default.cu
// RUN: diff %t.formatted.cu %t.default.cu
// RUN: not diff -q %t.formatted.cu %t.none.cu
// Generated code over --format-limit (in KB) is written in loopgen's own
// layout, as --format-style=none writes it, with a remark; 0 formats it
// whatever its size, as the default does for a file this small.
// CHECK: format-limit.cpp:1:1: remark: the generated code ({{[0-9]+}} KB) is written in loopgen's own layout, not formatted: it is over --format-limit (1 KB)
// FORMATTED-NOT: remark

#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m])
void stencil(int n, int m, const float *a, float *b) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i * m + j] = 0.25f * (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                              a[i * m + j - 1] + a[i * m + j + 1]);
}
