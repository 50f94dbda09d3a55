#pragma loopgen offload
void clear(int n, float **grid) {
  for (int i = 0; i < n; ++i)
    grid[i][0] = 0.0f;
}
