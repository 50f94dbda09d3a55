// RUN: not loopgen %s --validate --emulate 2>&1 | FileCheck %s
// A std::vector of rows whose columns are reached through an index array
// has no size the harness could infer: it asks for the shape, naming both
// dimensions (rows and columns indexed by loops are inferred:
// test/CodeGen/harness-nested-extent.cpp).
#include <vector>
#pragma loopgen offload
#pragma loopgen array(cols[m])
#pragma loopgen validate(n = 37, m = 41)
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: cannot infer the size of 'A' for the validation harness; add '#pragma loopgen array(A[rows][cols])'
void sweep(int n, int m, const int *cols, std::vector<std::vector<float>> &A) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i][cols[j]] *= 0.5f;
}
