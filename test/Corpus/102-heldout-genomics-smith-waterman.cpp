// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Genomics: batched Smith-Waterman local alignment score (linear gap),
// one short read against one candidate window per pair, two DP rows.
#include <algorithm>
#include <cstdint>

constexpr int kMaxLen = 64;

static inline int substitution(uint8_t a, uint8_t b) {
  return a == b ? 2 : -1;
}

#pragma loopgen offload
#pragma loopgen array(reads[npairs][kMaxLen], windows[npairs][kMaxLen], read_len[npairs], win_len[npairs], best[npairs])
#pragma loopgen validate(npairs = 2048)
void sw_score_batch(int npairs, const uint8_t *reads, const uint8_t *windows,
                    const int *read_len, const int *win_len, int *best) {
  const int gap = 2;
  for (int p = 0; p < npairs; ++p) {
    int prev[kMaxLen + 1];
    int cur[kMaxLen + 1];
    const int m = std::min(read_len[p], kMaxLen);
    const int n = std::min(win_len[p], kMaxLen);
    const uint8_t *a = reads + p * kMaxLen;
    const uint8_t *b = windows + p * kMaxLen;
    for (int j = 0; j <= n; ++j)
      prev[j] = 0;
    int top = 0;
    for (int i = 1; i <= m; ++i) {
      cur[0] = 0;
      for (int j = 1; j <= n; ++j) {
        int diag = prev[j - 1] + substitution(a[i - 1], b[j - 1]);
        int up = prev[j] - gap;
        int left = cur[j - 1] - gap;
        int h = std::max({0, diag, up, left});
        cur[j] = h;
        if (h > top)
          top = h;
      }
      for (int j = 0; j <= n; ++j)
        prev[j] = cur[j];
    }
    best[p] = top;
  }
}
