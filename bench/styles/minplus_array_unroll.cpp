// Style "array": min-plus product updating the output element r[i][j] directly inside the k loop; `parallel unroll(8, 8)` on the outer loop.
#include <algorithm>

#pragma loopgen offload
#pragma loopgen array(d[n][n], r[n][n])
#pragma loopgen validate(n = 64)
void minplus(int n, const float *d, float *r) {
  #pragma loopgen parallel unroll(8, 8)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      r[i * n + j] = 1e30f;
      for (int k = 0; k < n; ++k)
        r[i * n + j] = std::min(r[i * n + j], d[i * n + k] + d[k * n + j]);
    }
}
