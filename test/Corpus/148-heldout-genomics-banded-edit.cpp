// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, seventh round. Reads and references in a band j in [max(1, i - band), min(len, i + band)]); kept as written.
// Banded Levenshtein distance between read/reference pairs of equal length,
// as used to verify candidate alignments after seeding.  Cells more than
// `band` off the diagonal are treated as unreachable.
#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

constexpr int kMaxLen = 256;
constexpr int kUnreachable = 1 << 20;

#pragma loopgen offload
#pragma loopgen validate(npairs = 512, len = 100, band = 8)
long long banded_edit_distance(int npairs, int len, int band,
                               const std::vector<char> &reads,
                               const std::vector<char> &refs,
                               std::vector<int> &dist) {
  if (len <= 0 || len > kMaxLen || band < 0) return -1;

  auto min3 = [](int a, int b, int c) { return std::min(a, std::min(b, c)); };
  long long total = 0;

  for (int p = 0; p < npairs; ++p) {
    const std::size_t off = static_cast<std::size_t>(p) * len;
    std::array<int, kMaxLen + 1> prev;
    std::array<int, kMaxLen + 1> cur;

    for (int j = 0; j <= len; ++j) {
      prev[j] = j <= band ? j : kUnreachable;
      cur[j] = kUnreachable;
    }

    for (int i = 1; i <= len; ++i) {
      const int jlo = std::max(1, i - band);
      const int jhi = std::min(len, i + band);
      cur[jlo - 1] = (jlo == 1 && i <= band) ? i : kUnreachable;
      const char a = reads[off + i - 1];
      for (int j = jlo; j <= jhi; ++j) {
        const int sub = prev[j - 1] + (a == refs[off + j - 1] ? 0 : 1);
        cur[j] = min3(sub, prev[j] + 1, cur[j - 1] + 1);
      }
      if (jhi < len) cur[jhi + 1] = kUnreachable;
      const int jend = std::min(len, jhi + 1);
      for (int j = jlo - 1; j <= jend; ++j) prev[j] = cur[j];
    }

    const int d = std::min(prev[len], kUnreachable);
    dist[p] = d;
    total += d;
  }
  return total;
}
