// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A std::vector parameter shaped flat by the pragma is analyzed in the
// shape its subscripts imply, like a pointer; its size is still checked
// against the whole extent.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(v[n*m], w[n*m])
#pragma loopgen validate(n = 30, m = 20)
void f(int n, int m, std::vector<float> &v, std::vector<float> &w) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      v[i * m + j] = i + j;
      w[i * m + j] = i * j;
    }
}
// REMARK: remark: 'v' of extent n * m is analyzed as v[n][m]
// REMARK: remark: 'w' of extent n * m is analyzed as w[n][m]
// REMARK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// CHECK: {{L}}OOPGEN_REQUIRE(v.size() == (size_t)(n) * (size_t)(m),
// VALID: PASS: 1 of 1
