// Style "vector": std::vector<float> parameters by reference, updating the vector element inside the k loop.
#include <algorithm>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(d[n * n], r[n * n])
#pragma loopgen validate(n = 64)
void minplus(int n, const std::vector<float> &d, std::vector<float> &r) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      r[i * n + j] = 1e30f;
      for (int k = 0; k < n; ++k)
        r[i * n + j] = std::min(r[i * n + j], d[i * n + k] + d[k * n + j]);
    }
}
