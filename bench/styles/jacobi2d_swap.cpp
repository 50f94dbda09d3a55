// Style "swap": one sweep written once as a helper and called with the arrays swapped (A->B, then B->A) each time step.
static void sweep(int n, const float *in, float *out) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      out[i * n + j] = 0.2f * (in[i * n + j] + in[i * n + j - 1] + in[i * n + j + 1] +
                               in[(i + 1) * n + j] + in[(i - 1) * n + j]);
}

#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n])
#pragma loopgen validate(tsteps = 10, n = 64) tolerance(1e-4)
void jacobi2d(int tsteps, int n, float *A, float *B) {
  for (int t = 0; t < tsteps; ++t) {
    sweep(n, A, B);
    sweep(n, B, A);
  }
}
