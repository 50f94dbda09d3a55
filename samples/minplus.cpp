// Seed 004's "shortcut" problem: the min-plus product r = d (x) d, where
// r[i][j] = min over k of d[i][k] + d[k][j]. Each thread computes an 8x8
// block of r from 8 rows and 8 columns held in registers.
#include <algorithm>
#pragma loopgen offload
#pragma loopgen array(d[n][n], r[n][n])
#pragma loopgen validate(n = 1000)
void minplus(int n, const float *d, float *r) {
  #pragma loopgen parallel unroll(8, 8)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float v = 1e30f;
      for (int k = 0; k < n; ++k)
        v = std::min(v, d[i * n + k] + d[k * n + j]);
      r[i * n + j] = v;
    }
}
