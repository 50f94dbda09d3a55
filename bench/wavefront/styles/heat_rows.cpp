// In-place heat smoothing in float through row pointers: each sweep
// reads the new row above and the old row below.
#ifndef N
#define N 2000
#endif
#ifndef SWEEPS
#define SWEEPS (N / 4)
#endif
static void init_grid(int sweeps, int n, float T[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      T[i][j] = (float)((i * 13 + j * 3) % 17) / 17.0f;
}
#pragma loopgen offload
#pragma loopgen validate(sweeps = SWEEPS, n = N) init(init_grid)
void heat_rows(int sweeps, int n, float T[N][N]) {
  for (int s = 0; s < sweeps; s++)
    for (int i = 1; i < n - 1; i++) {
      float *up = T[i - 1], *row = T[i], *down = T[i + 1];
      for (int j = 1; j < n - 1; j++)
        row[j] = 0.5f * row[j] +
                 0.125f * (up[j] + down[j] + row[j - 1] + row[j + 1]);
    }
}
