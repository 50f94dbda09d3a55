// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Subscripts through a table of constant offsets (a lattice's velocities,
// wrapped periodically), loops bounded by the least of a length read from
// data and a cap (a batch of sequences of different lengths), the bound
// of a flat row of items read from data, and names brought in by `using
// namespace`.
// CHECK: PASS: 4 of 4 functions match the sequential original
#include <algorithm>
#include <vector>

namespace lattice {
constexpr int Q = 5;
constexpr int cx[Q] = {0, 1, 0, -1, 0};
constexpr int cy[Q] = {0, 0, 1, 0, -1};
} // namespace lattice

#pragma loopgen offload
#pragma loopgen validate(nx = 40, ny = 30)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'f' is f[5 * ny][nx], indexed linearly
void stream(const float *f, float *g, int nx, int ny) {
  using namespace lattice;
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x)
      for (int q = 0; q < Q; ++q) {
        const int xs = (x - cx[q] + nx) % nx;
        const int ys = (y - cy[q] + ny) % ny;
        g[(q * ny + y) * nx + x] = f[(q * ny + ys) * nx + xs];
      }
}

// The same on vectors: the harness sizes them by the same reach.
#pragma loopgen offload
#pragma loopgen validate(nx = 40, ny = 30)
void stream_vectors(const std::vector<double> &f, std::vector<double> &g,
                    int nx, int ny) {
  const int ncell = nx * ny;
  for (int q = 0; q < lattice::Q; ++q)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        const int xs = (x - lattice::cx[q] + nx) % nx;
        const int ys = (y - lattice::cy[q] + ny) % ny;
        g[q * ncell + y * nx + x] = f[q * ncell + ys * nx + xs];
      }
}

// Sequences of up to `stride` characters, `len[p]` of them used.
#pragma loopgen offload
#pragma loopgen validate(npairs = 200, stride = 48)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'seq' is seq[npairs * stride + std::min(stride, 64) - stride]
void gc_content(const char *seq, const int *len, float *gc, int npairs,
                int stride) {
  const int cap = std::min(stride, 64);
  for (int p = 0; p < npairs; ++p) {
    const int n = std::max(0, std::min(len[p], cap));
    int count = 0;
    for (int i = 0; i < n; ++i)
      count += seq[p * stride + i] == 'G' || seq[p * stride + i] == 'C';
    gc[p] = n > 0 ? (float)count / (float)n : 0.0f;
  }
}

// Items of a knapsack instance whose weights bound a loop.
#pragma loopgen offload
#pragma loopgen validate(ninst = 300, nitems = 12, capacity = 40)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'values' is values[ninst][nitems], indexed linearly
void knapsack(const int *weights, const float *values, float *best, int ninst,
              int nitems, int capacity) {
  for (int s = 0; s < ninst; ++s) {
    float dp[65];
    const int cap = std::min(capacity, 64);
    for (int c = 0; c <= cap; ++c)
      dp[c] = 0.0f;
    for (int it = 0; it < nitems; ++it) {
      const int wi = weights[s * nitems + it];
      if (wi < 0 || wi > cap)
        continue;
      for (int c = cap; c >= wi; --c)
        dp[c] = std::max(dp[c], dp[c - wi] + values[s * nitems + it]);
    }
    best[s] = dp[cap];
  }
}
