// C = A + B^T: whichever loop is on threadIdx.x, one of A[i][j] and B[j][i]
// is read across rows. B is read through a transposed copy.
#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n], C[n][n])
#pragma loopgen validate(n = 4096)
void transpose_add(int n, const float *A, const float *B, float *C) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      C[i * n + j] = A[i * n + j] + B[j * n + i];
}
