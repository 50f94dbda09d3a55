// CSR sparse matrix-vector products for bench/extents/run.sh: one whose
// shapes loopgen reads from the offsets and columns on entry, and the same
// with the shapes given, so that the cost of reading them shows.

#pragma loopgen offload
void spmv_inferred(int n, const int *rowptr, const int *col, const float *val,
                   const float *x, float *y) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

#pragma loopgen offload
#pragma loopgen array(rowptr[n + 1], col[nnz], val[nnz], x[n], y[n])
void spmv_shaped(int n, int nnz, const int *rowptr, const int *col,
                 const float *val, const float *x, float *y) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}
