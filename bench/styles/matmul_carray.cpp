// Style "carray": PolyBench style, C-array parameters with macro extents and indices declared at the top.
// Build larger sizes with -DN=... -DM=... -DP=... (after --) together with --size; n, m, p must not exceed them.
#ifndef N
#define N 64
#endif
#ifndef M
#define M 48
#endif
#ifndef P
#define P 40
#endif

#pragma loopgen offload
#pragma loopgen validate(n = 64, m = 48, p = 40) tolerance(1e-4)
void matmul(int n, int m, int p, float A[N][P], float B[P][M], float C[N][M]) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      C[i][j] = 0.0f;
      for (k = 0; k < p; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}
