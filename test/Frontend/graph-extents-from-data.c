// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// C, declarations at the top: a PageRank step pulling along in-edges (a
// CSR graph), and the product with a CSR matrix's transpose, scattered into
// the columns. The extents read from data are those of the edges, the
// columns and the vertices they reach.
// CHECK: PASS: 2 of 2 functions match the sequential original

#pragma loopgen offload
#pragma loopgen validate(nv = 2000, damping = 0.85)
// SHAPE: [[@LINE+3]]:{{[0-9]+}}: remark: the shape of 'in_start' is in_start[nv + 1]
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'in_src' is in_src[in_start_max], with in_start_max the greatest of in_start[1 .. nv], read on entry
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'rank' is rank[in_src_max + 1 > nv ? in_src_max + 1 : nv]
void pagerank_step(int nv, const int *in_start, const int *in_src,
                   const float *rank, const int *out_degree, float damping,
                   float *next) {
  int v, e;
  for (v = 0; v < nv; v++) {
    float s = 0.0f;
    for (e = in_start[v]; e < in_start[v + 1]; e++) {
      int u = in_src[e];
      if (out_degree[u] > 0)
        s += rank[u] / (float)out_degree[u];
    }
    next[v] = (1.0f - damping) / (float)nv + damping * s + 0.0f * rank[v];
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 1500)
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'y' is y[col_max + 1]
void spmv_transposed(int n, const int *ptr, const int *col, const int *a,
                     const int *x, int *y) {
  int i, k;
  for (i = 0; i < n; i++)
    for (k = ptr[i]; k < ptr[i + 1]; k++)
      y[col[k]] += a[k] * x[i];
}
