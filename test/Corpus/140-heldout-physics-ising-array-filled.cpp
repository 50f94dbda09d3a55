// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. A std::array table declared without a value and filled by a loop); kept as written.
// 2-D Ising model, Metropolis updates on a checkerboard decomposition with
// periodic boundaries. Random numbers come from a counter-based hash of
// (seed, sweep, colour, site) so that the result does not depend on the
// order in which sites of one colour are visited.
#include <array>
#include <cmath>
#include <cstdint>

namespace ising {

inline uint32_t mix32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

// Uniform in [0, 1) with 24 bits of resolution.
inline double uniform01(uint32_t h) { return (h >> 8) * (1.0 / 16777216.0); }

inline int wrap(int i, int n) { return i < 0 ? i + n : (i >= n ? i - n : i); }

// spins: L x L lattice, +1 / -1 (any positive input value is read as +1).
// magnetization[s]: mean spin after sweep s.
#pragma loopgen offload
#pragma loopgen array(spins[L][L])
#pragma loopgen validate(L = 128, sweeps = 20, beta = 0.44, seed = 12345)
void metropolis_sweeps(int L, int sweeps, double beta, uint32_t seed,
                       int *spins, double *magnetization) {
  if (L <= 1 || sweeps <= 0) return;

  for (int idx = 0; idx < L * L; ++idx) spins[idx] = spins[idx] > 0 ? 1 : -1;

  // Acceptance probabilities indexed by (neighbour sum * spin + 4) / 2,
  // i.e. dE = 2 * s * nb in {-8, -4, 0, 4, 8}.
  std::array<double, 5> accept;
  for (int k = 0; k < 5; ++k) {
    const int dE = 2 * (2 * k - 4);
    accept[k] = dE <= 0 ? 1.0 : std::exp(-beta * dE);
  }

  for (int sweep = 0; sweep < sweeps; ++sweep) {
    for (int colour = 0; colour < 2; ++colour) {
      const uint32_t stream = mix32(seed ^ mix32(2u * sweep + colour));
      for (int y = 0; y < L; ++y) {
        const int up = wrap(y - 1, L);
        const int down = wrap(y + 1, L);
        for (int x = 0; x < L; ++x) {
          if (((x + y) & 1) != colour) continue;
          const int left = wrap(x - 1, L);
          const int right = wrap(x + 1, L);
          const int s = spins[y * L + x];
          const int nb = spins[up * L + x] + spins[down * L + x] +
                         spins[y * L + left] + spins[y * L + right];
          const int k = (s * nb + 4) / 2;
          const double r = uniform01(mix32(stream + static_cast<uint32_t>(y * L + x)));
          if (r < accept[k]) spins[y * L + x] = -s;
        }
      }
    }

    long total = 0;
    for (int idx = 0; idx < L * L; ++idx) total += spins[idx];
    magnetization[sweep] = static_cast<double>(total) / (L * L);
  }
}

}  // namespace ising
