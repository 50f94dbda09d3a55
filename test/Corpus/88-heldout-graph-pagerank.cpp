// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Graph analytics: PageRank by power iteration over a CSR graph of
// incoming edges (row v lists the sources u of edges u -> v).
#include <cmath>
#include <utility>

// Test input: a ring plus a few pseudo-random edges per vertex.
void make_graph(int nv, int ne, double, double, int, int *row_ptr,
                int *col_idx, int *out_deg, double *, double *) {
  int per = ne / nv;
  for (int v = 0; v < nv; ++v) out_deg[v] = 0;
  for (int v = 0; v <= nv; ++v) row_ptr[v] = v * per;
  unsigned s = 12345u;
  for (int v = 0; v < nv; ++v)
    for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
      s = s * 1664525u + 1013904223u;
      int u = (e == row_ptr[v]) ? (v + nv - 1) % nv : (int)(s >> 8) % nv;
      col_idx[e] = u;
      out_deg[u]++;
    }
}

#pragma loopgen offload
#pragma loopgen array(row_ptr[nv + 1], col_idx[ne], out_deg[nv], rank[nv], tmp[nv])
#pragma loopgen validate(nv = 10000, ne = 80000, damping = 0.85, tol = 1e-6, max_iter = 50) init(make_graph)
int pagerank(int nv, int ne, double damping, double tol, int max_iter,
             const int *row_ptr, const int *col_idx, const int *out_deg,
             double *rank, double *tmp) {
  for (int v = 0; v < nv; ++v)
    rank[v] = 1.0 / nv;

  int iter = 0;
  double *cur = rank, *next = tmp;
  while (iter < max_iter) {
    // mass of dangling vertices is spread uniformly
    double dangling = 0.0;
    for (int v = 0; v < nv; ++v)
      if (out_deg[v] == 0)
        dangling += cur[v];

    double delta = 0.0;
    for (int v = 0; v < nv; ++v) {
      double sum = 0.0;
      for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
        int u = col_idx[e];
        sum += cur[u] / out_deg[u];
      }
      next[v] = (1.0 - damping) / nv + damping * (sum + dangling / nv);
      delta += std::fabs(next[v] - cur[v]);
    }
    std::swap(cur, next);
    ++iter;
    if (delta < tol)
      break;
  }
  if (cur != rank)
    for (int v = 0; v < nv; ++v)
      rank[v] = cur[v];
  return iter;
}
