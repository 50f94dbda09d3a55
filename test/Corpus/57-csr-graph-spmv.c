// RUN: loopgen %s --openmp --validate --emulate --size n=256 --size nnz=2048 --size damping=0.85 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: CSR sparse matrix-vector product, "#pragma omp parallel for" over rows,
//        int row-pointer / column-index arrays shaped with "#pragma loopgen array".
// Field: Graph analytics / sparse linear algebra (PageRank power iteration).
// Computes: y = A*x for a CSR matrix, and one pull-style PageRank sweep over
//           the CSR adjacency (in-edges), with clamped row bounds and columns.

#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

/* y = A * x, A stored in CSR (rowptr has n+1 entries, colidx/vals have nnz). */
#pragma loopgen array(rowptr[n + 1], colidx[nnz], vals[nnz], x[n], y[n])
void spmv_csr(int n, int nnz, const int *rowptr, const int *colidx,
              const float *vals, const float *x, float *y)
{
    int i;
#pragma omp parallel for private(i) schedule(static)
    for (i = 0; i < n; ++i) {
        int start = rowptr[i];
        int end = rowptr[i + 1];
        /* defend against a malformed row-pointer array */
        start = start < 0 ? 0 : (start > nnz ? nnz : start);
        end = end < start ? start : (end > nnz ? nnz : end);

        float sum = 0.0f;
        for (int k = start; k < end; ++k) {
            int col = ((colidx[k] % n) + n) % n;
            sum += vals[k] * x[col];
        }
        y[i] = sum;
    }
}

/* One PageRank sweep, pull formulation: row i of the CSR lists the sources
 * of the edges pointing at vertex i. */
#pragma loopgen array(rowptr[n + 1], colidx[nnz], rank[n], outdeg[n], next_rank[n])
void pagerank_pull(int n, int nnz, const int *rowptr, const int *colidx,
                   const float *rank, const int *outdeg, float *next_rank,
                   float damping)
{
    const float base = (1.0f - damping) / (float)n;

#pragma omp parallel for schedule(dynamic, 16)
    for (int v = 0; v < n; ++v) {
        int lo = rowptr[v];
        int hi = rowptr[v + 1];
        if (lo < 0) lo = 0;
        if (lo > nnz) lo = nnz;
        if (hi < lo) hi = lo;
        if (hi > nnz) hi = nnz;

        float acc = 0.0f;
        for (int e = lo; e < hi; ++e) {
            int src = ((colidx[e] % n) + n) % n;
            int deg = outdeg[src];
            if (deg < 1) deg = 1;
            acc += rank[src] / (float)deg;
        }
        next_rank[v] = base + damping * acc;
    }
}

int main(void)
{
    const int n = 256;
    const int per_row = 8;
    const int nnz = n * per_row;
    int *rowptr = (int *)malloc((n + 1) * sizeof(int));
    int *colidx = (int *)malloc(nnz * sizeof(int));
    int *outdeg = (int *)calloc(n, sizeof(int));
    float *vals = (float *)malloc(nnz * sizeof(float));
    float *x = (float *)malloc(n * sizeof(float));
    float *y = (float *)malloc(n * sizeof(float));
    float *rank = (float *)malloc(n * sizeof(float));
    float *next = (float *)malloc(n * sizeof(float));

    for (int i = 0; i <= n; ++i)
        rowptr[i] = i * per_row;
    for (int i = 0; i < n; ++i) {
        for (int k = 0; k < per_row; ++k) {
            int c = (i * 7 + k * 13 + 1) % n;
            colidx[i * per_row + k] = c;
            vals[i * per_row + k] = 1.0f / (1.0f + k);
            outdeg[c]++;
        }
        x[i] = 1.0f + (float)(i % 5);
        rank[i] = 1.0f / n;
    }

    spmv_csr(n, nnz, rowptr, colidx, vals, x, y);
    for (int it = 0; it < 10; ++it) {
        pagerank_pull(n, nnz, rowptr, colidx, rank, outdeg, next, 0.85f);
        float *t = rank; rank = next; next = t;
    }
    printf("y[0]=%f rank[0]=%f\n", y[0], rank[0]);

    free(rowptr); free(colidx); free(outdeg); free(vals);
    free(x); free(y); free(rank); free(next);
    return 0;
}
