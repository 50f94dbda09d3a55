// Style "local": min-plus product into a local scalar, stored once per element (the sample's style).
#include <algorithm>

#pragma loopgen offload
#pragma loopgen array(d[n][n], r[n][n])
#pragma loopgen validate(n = 64)
void minplus(int n, const float *d, float *r) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float v = 1e30f;
      for (int k = 0; k < n; ++k)
        v = std::min(v, d[i * n + k] + d[k * n + j]);
      r[i * n + j] = v;
    }
}
