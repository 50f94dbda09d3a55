// Style "carray": PolyBench jacobi-2d as written there: C arrays with macro extents, indices declared at the top.
// Build larger sizes with -DN=... (after --) together with --size n=...; n must not exceed N.
#ifndef N
#define N 64
#endif

#pragma loopgen offload
#pragma loopgen validate(tsteps = 10, n = 64) tolerance(1e-4)
void jacobi2d(int tsteps, int n, float A[N][N], float B[N][N]) {
  int t, i, j;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2f * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}
