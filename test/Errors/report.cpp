// RUN: loopgen %s --emit=report -o - | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void f(int n, int m, float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
}
// CHECK: function f: 1 parallel kernel
// CHECK-NEXT: report.cpp:5:3  loop i: parallel, grid y
// CHECK-NEXT: report.cpp:6:5  loop j: parallel, grid x
