// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Sparse linear algebra: CSR matrix times a dense block of k vectors
// (SpMM, as in block Krylov / GNN aggregation), and y = A^T x by scatter.
#include <vector>

struct Csr {
  std::vector<int> rowptr;
  std::vector<int> col;
  std::vector<float> val;
};

static void make_csr(int nrows, int ncols, int nnz, int k, Csr &A,
                     const std::vector<float> &, std::vector<float> &) {
  for (int i = 0; i <= nrows; ++i)
    A.rowptr[i] = (int)((long long)i * nnz / nrows);
  for (int p = 0; p < nnz; ++p)
    A.col[p] = (p * 7919 + 13) % ncols;
}

#pragma loopgen offload
#pragma loopgen array(A.rowptr[nrows + 1], A.col[nnz], A.val[nnz], B[ncols * k], C[nrows * k])
#pragma loopgen validate(nrows = 4096, ncols = 4096, nnz = 40960, k = 16) init(make_csr)
void spmm_csr(int nrows, int ncols, int nnz, int k, Csr &A,
              const std::vector<float> &B, std::vector<float> &C) {
  for (int i = 0; i < nrows; ++i) {
    for (int j = 0; j < k; ++j)
      C[i * k + j] = 0.0f;
    for (int p = A.rowptr[i]; p < A.rowptr[i + 1]; ++p) {
      const int c = A.col[p];
      const float v = A.val[p];
      for (int j = 0; j < k; ++j)
        C[i * k + j] += v * B[c * k + j];
    }
  }
}

static void make_csr_raw(int nrows, int ncols, int nnz, int *rowptr, int *col,
                         const float *, const float *, float *) {
  for (int i = 0; i <= nrows; ++i)
    rowptr[i] = (int)((long long)i * nnz / nrows);
  for (int p = 0; p < nnz; ++p)
    col[p] = (p * 31 + 5) % ncols;
}

#pragma loopgen offload
#pragma loopgen array(rowptr[nrows + 1], col[nnz], val[nnz], x[nrows], y[ncols])
#pragma loopgen validate(nrows = 4096, ncols = 4096, nnz = 40960) init(make_csr_raw)
void spmv_transpose(int nrows, int ncols, int nnz, int *rowptr, int *col,
                    const float *val, const float *x, float *y) {
  for (int j = 0; j < ncols; ++j)
    y[j] = 0.0f;
  for (int i = 0; i < nrows; ++i) {
    const float xi = x[i];
    for (int p = rowptr[i]; p < rowptr[i + 1]; ++p)
      y[col[p]] += val[p] * xi;
  }
}
