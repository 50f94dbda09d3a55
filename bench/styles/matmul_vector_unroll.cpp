// Style "vector": std::vector<float> parameters by reference, accumulating into C[i*m+j] inside the k loop; `parallel unroll(4, 4)` on the outer loop.
#include <vector>

#pragma loopgen offload
#pragma loopgen array(A[n * p], B[p * m], C[n * m])
#pragma loopgen validate(n = 64, m = 48, p = 40) tolerance(1e-4)
void matmul(int n, int m, int p, const std::vector<float> &A, const std::vector<float> &B,
            std::vector<float> &C) {
  #pragma loopgen parallel unroll(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      C[i * m + j] = 0.0f;
      for (int k = 0; k < p; ++k)
        C[i * m + j] += A[i * p + k] * B[k * m + j];
    }
}
