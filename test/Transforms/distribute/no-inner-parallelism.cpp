// RUN: loopgen %s --no-transpose -o - | FileCheck %s
// No inner parallel loop: distributing would only add launches.
#pragma loopgen offload
#pragma loopgen array(a[m][n], s[m])
void f(int m, int n, const float *a, float *s) {
  for (int i = 0; i < m; ++i) {
    s[i] = 0;
    for (int j = 0; j < n; ++j)
      s[i] += a[i * n + j];
  }
}
// CHECK: {{__glob[a]l__}} void f_kernel0(
// CHECK-NOT: {{__glob[a]l__}}
