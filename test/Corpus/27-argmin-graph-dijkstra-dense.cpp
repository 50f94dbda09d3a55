// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: argmin reduction under a flag, inside a sequential outer loop:
//            `if (!done[v] && dist[v] < best) { best = dist[v]; u = v; }`,
//            followed by a parallel relaxation; bool *done flags.
// Field:     graphs, single-source shortest paths with the O(V^2) Dijkstra
//            on a dense weighted adjacency matrix (w[u][v] >= 0; a negative
//            weight would mean "no edge").
// Computes:  dist[v], the length of the shortest path from `source`, and
//            done[v] = whether v was settled.
// GPU:       the loop over iterations is sequential (host loop); inside it,
//            the selection of u is a parallel (min, index) reduction with
//            ties to the lowest v, and the relaxation over v is a parallel
//            loop reading row u of w. The initialization is parallel.
#pragma loopgen offload
#pragma loopgen array(w[nv][nv], dist[nv], done[nv])
#pragma loopgen validate(nv = 512, source = 0)
void dijkstra_dense(int nv, int source, const float *w, float *dist,
                    bool *done) {
  const float kInf = 1.0e30f;
  for (int v = 0; v < nv; ++v) {
    dist[v] = kInf;
    done[v] = false;
  }
  dist[source] = 0.0f;

  for (int iter = 0; iter < nv; ++iter) {
    int u = -1;
    float best = kInf;
    for (int v = 0; v < nv; ++v) {
      if (!done[v] && dist[v] < best) {
        best = dist[v];
        u = v;
      }
    }
    if (u >= 0) {
      done[u] = true;
      for (int v = 0; v < nv; ++v) {
        const float wuv = w[u * nv + v];
        if (!done[v] && wuv >= 0.0f && best + wuv < dist[v])
          dist[v] = best + wuv;
      }
    }
  }
}
