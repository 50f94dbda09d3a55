// RUN: loopgen %s --stop-after=map-to-grid -Rpass=loopgen-map-to-grid -o - 2>&1 | FileCheck %s
// Where each statement runs: the outermost parallel loop of a nest is a
// kernel whose band is mapped to the grid, innermost on x; a loop around
// kernels whose bounds the host knows stays on the host and launches them.
#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n][m], s[n])
void smooth(int n, int m, int steps, float *a, float *b, float *s) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 0; j < m; ++j)
        b[i * m + j] = (a[(i - 1) * m + j] + a[(i + 1) * m + j]) * 0.5f;
    for (int i = 1; i < n - 1; ++i)
      for (int j = 0; j < m; ++j)
        a[i * m + j] = b[i * m + j];
  }
  for (int i = 0; i < n; ++i) {
    float sum = 0;
    for (int j = 0; j < m; ++j)
      sum += a[i * m + j];
    s[i] = sum;
  }
}

// CHECK: :[[@LINE-15]]:5: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j') [-Rpass=loopgen-map-to-grid]
// CHECK: :[[@LINE-13]]:5: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j') [-Rpass=loopgen-map-to-grid]
// CHECK: :[[@LINE-10]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'i') [-Rpass=loopgen-map-to-grid]
// CHECK: for t in [0, steps) sequential @host {
// CHECK-NEXT: for i in [1, n - 1) parallel [grid y] @kernel {
// CHECK-NEXT: for j in [0, m) parallel [grid x] {
// CHECK: for i in [1, n - 1) parallel [grid y] @kernel {
// CHECK-NEXT: for j in [0, m) parallel [grid x] {
// CHECK: for i in [0, n) parallel [grid x] @kernel {
// CHECK-NEXT: var sum: float = 0
// CHECK-NEXT: for j in [0, m) sequential {
