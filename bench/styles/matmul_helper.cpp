// Style "helper": a static helper (pointer parameters) returns the dot product of row i of A and column j of B.
static float dot_row(int m, int p, const float *A, const float *B, int i, int j) {
  float sum = 0.0f;
  for (int k = 0; k < p; ++k)
    sum += A[i * p + k] * B[k * m + j];
  return sum;
}

#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 64, m = 48, p = 40) tolerance(1e-4)
void matmul(int n, int m, int p, const float *A, const float *B, float *C) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      C[i * m + j] = dot_row(m, p, A, B, i, j);
}
