// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: top-level while loop driven by the filtered argmin (if (!in_tree[v] && key[v] < best) { best = ...; u = v; }),
//            ending when no vertex is left (u < 0).
// Field: graph algorithms / network design (Prim's minimum spanning tree on a dense weighted graph).
// Computes: parent[v] of every vertex in the MST of the complete graph with weights (w[u][v]+w[v][u])/2; returns total weight.
// (first version, with std::vector<double> key(n, 1e300) and while (true) { ... if (u < 0) break; ... },
//  kept in probe/prim_orig.cpp: rejected, see report)
#include <vector>

#pragma loopgen validate(n = 400)
#pragma loopgen array(w[n][n])
#pragma loopgen offload
double prim_mst(const double *w, int *parent, int n) {
  std::vector<double> key(n);
  std::vector<int> in_tree(n);
  for (int v = 0; v < n; v++) {
    key[v] = 1e300;
    in_tree[v] = 0;
    parent[v] = -1;
  }
  double total = 0.0;
  int u = 0;
  key[0] = 0.0;
  while (u >= 0) {
    in_tree[u] = 1;
    total += key[u];
    for (int v = 0; v < n; v++) {
      double wuv = 0.5 * (w[u * n + v] + w[v * n + u]);
      if (!in_tree[v] && wuv < key[v]) {
        key[v] = wuv;
        parent[v] = u;
      }
    }
    u = -1;
    double best = 1e300;
    for (int v = 0; v < n; v++) {
      if (!in_tree[v] && key[v] < best) {
        best = key[v];
        u = v;
      }
    }
  }
  return total;
}
