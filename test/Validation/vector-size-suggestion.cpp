// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s --validate --emulate 2>&1 | FileCheck %s --implicit-check-not=error:
// A std::vector whose size the harness cannot infer (a graph's adjacency
// lists, read through offsets it reads through itself): the error asks for
// its count, without guessing a name the function does not have.
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(nv = 100)
// CHECK: :[[@LINE+2]]:{{[0-9]+}}: error: cannot infer the size of 'adj' for the validation harness; add '#pragma loopgen array(adj[<count>])'
long long count_triangles(const std::vector<int> &offsets,
                          const std::vector<int> &adj, int nv) {
  long long triangles = 0;
  for (int u = 0; u < nv; ++u)
    for (int e = offsets[u]; e < offsets[u + 1]; ++e) {
      const int v = adj[e];
      int i = offsets[u], j = offsets[v];
      while (i < offsets[u + 1] && j < offsets[v + 1]) {
        if (adj[i] < adj[j])
          ++i;
        else if (adj[j] < adj[i])
          ++j;
        else {
          ++triangles;
          ++i;
          ++j;
        }
      }
    }
  return triangles;
}
