// The same for a batch of matrices: a segmented (3-D) transposition.
#pragma loopgen offload
#pragma loopgen array(A[b][n][n], B[b][n][n], C[b][n][n])
#pragma loopgen validate(b = 16, n = 1024)
void batched_transpose_add(int b, int n, const float *A, const float *B,
                           float *C) {
  for (int k = 0; k < b; ++k)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        C[(k * n + i) * n + j] = A[(k * n + i) * n + j] + B[(k * n + j) * n + i];
}
