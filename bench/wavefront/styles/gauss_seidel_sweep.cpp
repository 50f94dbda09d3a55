// One in-place Gauss-Seidel sweep of the 5-point Laplacian over a C array:
// each point from its new north and west and its old south and east.
#ifndef N
#define N 2000
#endif
static void init_grid(int n, float A[N][N], const float F[N][N]) {
  float *f = const_cast<float *>(&F[0][0]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (float)((i * 3 + j * 7) % 11) / 11.0f;
      f[i * N + j] = (float)((i + 2 * j) % 5) / 50.0f;
    }
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_grid)
void gauss_seidel_sweep(int n, float A[N][N], const float F[N][N]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = 0.25f * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                         A[i][j + 1] - F[i][j]);
}
