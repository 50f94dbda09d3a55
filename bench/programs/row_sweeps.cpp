// Recurrences along the rows of a matrix, rows in parallel: the shape of
// LocVolCalib's implicit sweeps, on a parameter. One thread per row writes
// its row element by element, n elements apart across a warp; loopgen
// makes the kernel work on a transposed copy, transposed back at the end.
#pragma loopgen offload
#pragma loopgen array(A[n][m])
#pragma loopgen validate(n = 16384, m = 1024, a = 0.25, b = 0.5)
void row_sweeps(int n, int m, float a, float b, float *A) {
  for (int i = 0; i < n; ++i) {
    for (int j = 1; j < m; ++j)
      A[i * m + j] = A[i * m + j] - a * A[i * m + j - 1];
    for (int j = m - 2; j >= 0; --j)
      A[i * m + j] = A[i * m + j] - b * A[i * m + j + 1];
  }
}

// The same on a batch of matrices: a segmented transposition.
#pragma loopgen offload
#pragma loopgen array(A[k][n][m])
#pragma loopgen validate(k = 64, n = 256, m = 1024, a = 0.25)
void batched_row_sweeps(int k, int n, int m, float a, float *A) {
  for (int b = 0; b < k; ++b)
    for (int i = 0; i < n; ++i)
      for (int j = 1; j < m; ++j)
        A[(b * n + i) * m + j] = A[(b * n + i) * m + j] -
                                 a * A[(b * n + i) * m + j - 1];
}
