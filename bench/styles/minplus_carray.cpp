// Style "carray": PolyBench style, C-array parameters with macro extents and indices declared at the top.
// Build larger sizes with -DN=... (after --) together with --size n=...; n must not exceed N.
#include <algorithm>

#ifndef N
#define N 64
#endif

#pragma loopgen offload
#pragma loopgen validate(n = 64)
void minplus(int n, float d[N][N], float r[N][N]) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      r[i][j] = 1e30f;
      for (k = 0; k < n; k++)
        r[i][j] = std::min(r[i][j], d[i][k] + d[k][j]);
    }
}
