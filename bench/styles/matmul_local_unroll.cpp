// Style "local": C = A * B into a local scalar, stored once per element (the sample's style); `parallel unroll(4, 4)` on the outer loop.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 64, m = 48, p = 40) tolerance(1e-4)
void matmul(int n, int m, int p, const float *A, const float *B, float *C) {
  #pragma loopgen parallel unroll(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float sum = 0.0f;
      for (int k = 0; k < p; ++k)
        sum += A[i * p + k] * B[k * m + j];
      C[i * m + j] = sum;
    }
}
