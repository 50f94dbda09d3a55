// Style "pointers": float* with array shapes, two 5-point sweeps per time step (A->B, B->A), loops from 1 to n-1.
#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n])
#pragma loopgen validate(tsteps = 10, n = 64) tolerance(1e-4)
void jacobi2d(int tsteps, int n, float *A, float *B) {
  for (int t = 0; t < tsteps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
                               A[(i + 1) * n + j] + A[(i - 1) * n + j]);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        A[i * n + j] = 0.2f * (B[i * n + j] + B[i * n + j - 1] + B[i * n + j + 1] +
                               B[(i + 1) * n + j] + B[(i - 1) * n + j]);
  }
}
