// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: bool flag arrays (frontier, next, visited) updated level by
//            level inside a sequential loop; CSR graph (int row offsets and
//            column indices) made valid by an init function.
// Field:     graph analytics, level-synchronous breadth-first search in the
//            "bottom-up" (pull) direction: each unvisited vertex looks for a
//            parent in the current frontier.
// Computes:  level[v] = BFS depth of v from `source` (-1 if not reached
//            within max_levels); visited/frontier/next are left as at the
//            end of the last level. col[] lists the neighbours of each
//            vertex (the graph is treated as symmetric).
// GPU:       the level loop is sequential; in each level the loop over
//            vertices is parallel (each vertex writes only its own next[v];
//            the edge loop is sequential per thread, reading frontier at
//            arbitrary indices: a gather), then a second parallel loop
//            commits next into visited/level/frontier. Writing next and
//            frontier in separate loops keeps each level race-free.
//            rowptr and col are non-const only because init_graph, which
//            shares the signature, writes them.

// A regular graph of degree ne / nv with deterministic pseudo-random
// neighbours (requires ne to be a multiple of nv).
void init_graph(int nv, int ne, int source, int max_levels, int *rowptr,
                int *col, bool *frontier, bool *next, bool *visited,
                int *level) {
  const int deg = ne / nv;
  for (int v = 0; v <= nv; ++v)
    rowptr[v] = v * deg;
  for (int v = 0; v < nv; ++v)
    for (int k = 0; k < deg; ++k)
      col[v * deg + k] = (v * 7 + k * k * 13 + 1) % nv;
}

#pragma loopgen offload
#pragma loopgen array(rowptr[nv + 1], col[ne], frontier[nv], next[nv], visited[nv], level[nv])
#pragma loopgen validate(nv = 1000, ne = 8000, source = 0, max_levels = 12) init(init_graph)
void bfs_bottom_up(int nv, int ne, int source, int max_levels, int *rowptr,
                   int *col, bool *frontier, bool *next, bool *visited,
                   int *level) {
  for (int v = 0; v < nv; ++v) {
    frontier[v] = v == source;
    visited[v] = v == source;
    level[v] = v == source ? 0 : -1;
  }
  for (int d = 1; d <= max_levels; ++d) {
    for (int v = 0; v < nv; ++v) {
      bool found = false;
      if (!visited[v]) {
        for (int e = rowptr[v]; e < rowptr[v + 1]; ++e)
          if (frontier[col[e]])
            found = true;
      }
      next[v] = found;
    }
    for (int v = 0; v < nv; ++v) {
      if (next[v]) {
        visited[v] = true;
        level[v] = d;
      }
      frontier[v] = next[v];
    }
  }
}
