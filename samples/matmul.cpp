// Naive matrix multiply C = A * B with row-major raw pointers indexed
// linearly; the array shapes let loopgen see A[i*p + k] as A[i][k].
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 512, m = 384, p = 256)
void matmul(int n, int m, int p, const float *A, const float *B, float *C) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel
    for (int j = 0; j < m; ++j) {
      float sum = 0.0f;
      for (int k = 0; k < p; ++k)
        sum += A[i * p + k] * B[k * m + j];
      C[i * m + j] = sum;
    }
}
