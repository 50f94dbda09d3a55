// Row sums of a batch of matrices: a segmented (3-D) transposition.
#pragma loopgen offload
#pragma loopgen array(A[b][m][n], s[b][m])
#pragma loopgen validate(b = 64, m = 512, n = 256)
void batched_rows(int b, int m, int n, const float *A, float *s) {
  for (int k = 0; k < b; ++k)
    for (int i = 0; i < m; ++i) {
      float t = 0;
      for (int j = 0; j < n; ++j)
        t += A[(k * m + i) * n + j];
      s[k * m + i] = t;
    }
}
