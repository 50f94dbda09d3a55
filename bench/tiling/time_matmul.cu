// Kernel time of matmul(n, m, p, A, B, C) from a translated file (-DGENERATED=...).
#include "call_timer.h"
#include GENERATED
#include <cstdlib>
#include <vector>
int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 2048;
  std::vector<float> A((size_t)n * n), B((size_t)n * n), C((size_t)n * n);
  for (size_t I = 0; I < A.size(); ++I) {
    A[I] = float(I % 17) / 17.0f;
    B[I] = float(I % 13) / 13.0f;
  }
  for (int R = 0; R < 6; ++R)
    matmul(n, n, n, A.data(), B.data(), C.data());
  double Flops = 2.0 * n * n * n;
  std::printf("time kernel=matmul n=%d ms=%.4f gflops=%.1f check=%g\n", n,
              loopgen_timer_best, Flops / loopgen_timer_best / 1e6,
              (double)C[(size_t)n * n / 2 + 7]);
}
