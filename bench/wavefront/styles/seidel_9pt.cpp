// PolyBench's seidel-2d: the 9-point average in place, tsteps times over
// a C array (tsteps = N / 4, PolyBench's ratio).
#ifndef N
#define N 2000
#endif
#ifndef TSTEPS
#define TSTEPS (N / 4)
#endif
static void init_grid(int tsteps, int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / n;
}
#pragma loopgen offload
#pragma loopgen validate(tsteps = TSTEPS, n = N) init(init_grid)
void seidel_9pt(int tsteps, int n, double A[N][N]) {
  for (int t = 0; t <= tsteps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) /
                  9.0;
}
