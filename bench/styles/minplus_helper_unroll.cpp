// Style "helper": a static helper (pointer parameter) loops over k and returns the min-plus entry; `parallel unroll(8, 8)` on the outer loop.
#include <algorithm>

static float shortest(int n, const float *d, int i, int j) {
  float v = 1e30f;
  for (int k = 0; k < n; ++k)
    v = std::min(v, d[i * n + k] + d[k * n + j]);
  return v;
}

#pragma loopgen offload
#pragma loopgen array(d[n][n], r[n][n])
#pragma loopgen validate(n = 64)
void minplus(int n, const float *d, float *r) {
  #pragma loopgen parallel unroll(8, 8)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      r[i * n + j] = shortest(n, d, i, j);
}
