// Offloaded by loopgen at build time (loopgen_add_cuda in CMakeLists.txt).
#include "smooth.h"

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 5000, steps = 10)
void smooth(int n, int steps, float *a, float *b) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      b[i] = a[i] + SMOOTH_WEIGHT * (a[i - 1] - 2 * a[i] + a[i + 1]);
    for (int i = 1; i < n - 1; ++i)
      a[i] = b[i];
  }
}
