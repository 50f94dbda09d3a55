// Successive over-relaxation of the 5-point Laplacian: sweeps in place over
// a flat std::vector, the relaxation factor a parameter.
#include <cstddef>
#include <vector>
#ifndef N
#define N 2000
#endif
#ifndef SWEEPS
#define SWEEPS (N / 4)
#endif
static void init_grid(int sweeps, int n, double omega, std::vector<double> &u) {
  u.assign((size_t)n * n, 0.0);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[(size_t)i * n + j] = (i == 0 || j == 0) ? 1.0 : ((i * 5 + j) % 7) / 7.0;
}
#pragma loopgen offload
#pragma loopgen array(u[n][n])
#pragma loopgen validate(sweeps = SWEEPS, n = N, omega = 1.5) init(init_grid)
void sor_vector(int sweeps, int n, double omega, std::vector<double> &u) {
  for (int s = 0; s < sweeps; ++s)
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j) {
        double gs = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                            u[i * n + j - 1] + u[i * n + j + 1]);
        u[i * n + j] += omega * (gs - u[i * n + j]);
      }
}
