// RUN: not loopgen %s --validate --emulate 2>&1 | FileCheck %s
// A std::vector of rows has no size the harness could infer: it asks for
// the shape, naming both dimensions.
#include <vector>
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 41)
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: cannot infer the size of std::vector 'A' for the validation harness; add '#pragma loopgen array(A[rows][cols])'
void sweep(int n, int m, std::vector<std::vector<float>> &A) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i][j] = A[i][j] - 0.5f * A[i][j - 1];
}
