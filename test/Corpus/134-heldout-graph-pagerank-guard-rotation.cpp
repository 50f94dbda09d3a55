// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round); kept as written.
// Pull-style PageRank on a graph stored as CSR of *incoming* edges:
// the in-neighbours of v are col_idx[row_ptr[v] .. row_ptr[v+1]).
#include <cmath>
#include <algorithm>
#include <utility>

#pragma loopgen array(row_ptr[n + 1], col_idx[nnz], out_deg[n], rank[n], scratch[n], contrib[n])
#pragma loopgen validate(n = 200000, nnz = 3200000, max_iter = 30, damping = 0.85, tol = 1e-7)
#pragma loopgen offload
int pagerank(int n, int nnz, const int *row_ptr, const int *col_idx, const int *out_deg,
             double *rank, double *scratch, double *contrib,
             int max_iter, double damping, double tol)
{
    if (n <= 0) return 0;

    double *cur = rank;
    double *nxt = scratch;
    const double inv_n = 1.0 / n;

    for (int v = 0; v < n; ++v)
        cur[v] = inv_n;

    int iter = 0;
    for (iter = 0; iter < max_iter; ++iter) {
        // rank mass each vertex pushes along every out-edge; dangling
        // vertices spread theirs uniformly
        double dangling = 0.0;
        for (int u = 0; u < n; ++u) {
            if (out_deg[u] > 0) {
                contrib[u] = cur[u] / out_deg[u];
            } else {
                contrib[u] = 0.0;
                dangling += cur[u];
            }
        }

        const double base = (1.0 - damping) * inv_n + damping * dangling * inv_n;
        double err = 0.0;
        for (int v = 0; v < n; ++v) {
            double s = 0.0;
            for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e)
                s += contrib[col_idx[e]];
            const double r = base + damping * s;
            err = std::max(err, std::fabs(r - cur[v]));
            nxt[v] = r;
        }

        std::swap(cur, nxt);
        if (err < tol) {
            ++iter;
            break;
        }
    }

    if (cur != rank) {
        for (int v = 0; v < n; ++v)
            rank[v] = cur[v];
    }
    return iter;
}
