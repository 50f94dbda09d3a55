// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: not loopgen %s --validate --emulate -- -std=c++17 -DNO_SHAPE 2>&1 | FileCheck %s --check-prefix=SHAPE
// The harness builds struct arguments: value-initialized, each member sized
// by its shape (or, for a vector, by the loops that index it) and filled.
#include <vector>
struct Field {
  std::vector<float> x;              // [n]
  std::vector<std::vector<float>> v; // [n][m]
  float scale;
};
#pragma loopgen offload
#ifndef NO_SHAPE
#pragma loopgen array(f.v[n][m])
#endif
#pragma loopgen validate(n = 40, m = 24)
void smooth(int n, int m, Field &f) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      f.v[i][j] = f.scale * f.v[i][j] + f.x[i];
}
// CHECK: f.x {{.*}} ok
// CHECK: f.v {{.*}} ok
// f.scale, which the function does not change, is an input like a scalar
// parameter: not compared.
// CHECK-NOT: f.scale
// CHECK: PASS: 1 of 1
// SHAPE: error: cannot infer the size of member 'f.v' for the validation harness; add '#pragma loopgen array(f.v[n][m])'
