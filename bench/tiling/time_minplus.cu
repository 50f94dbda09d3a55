// Kernel time of minplus(n, d, r) from a translated file (-DGENERATED=...).
#include "call_timer.h"
#include GENERATED
#include <cstdlib>
#include <vector>
int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4000;
  std::vector<float> d((size_t)n * n), r((size_t)n * n);
  for (size_t I = 0; I < d.size(); ++I)
    d[I] = float((I * 7919) % 1000) / 100.0f;
  for (int R = 0; R < 4; ++R)
    minplus(n, d.data(), r.data());
  std::printf("time kernel=minplus n=%d ms=%.4f gops=%.1f check=%g\n", n,
              loopgen_timer_best, 2.0 * n * n * n / loopgen_timer_best / 1e6,
              (double)r[(size_t)n * n / 2 + 7]);
}
