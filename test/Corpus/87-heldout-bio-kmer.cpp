// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Bioinformatics: count all k-mers (k <= 12) of a DNA read set, 2 bits per
// base; k-mers that contain an N are skipped.
#include <cstddef>
#include <cstdint>
#include <vector>

static inline int base_code(char c) {
  switch (c) {
  case 'A': case 'a': return 0;
  case 'C': case 'c': return 1;
  case 'G': case 'g': return 2;
  case 'T': case 't': return 3;
  default: return -1;
  }
}

void make_reads(int nreads, int len, int k, char *seq, uint32_t *counts) {
  const char alphabet[] = "ACGTACGTACGTACGN";
  unsigned s = 7u;
  for (long i = 0; i < (long)nreads * len; ++i) {
    s = s * 1103515245u + 12345u;
    seq[i] = alphabet[(s >> 16) & 15];
  }
  for (int c = 0; c < (1 << (2 * k)); ++c) counts[c] = 0;
}

#pragma loopgen offload
#pragma loopgen array(seq[nreads][len], counts[1 << (2 * k)])
#pragma loopgen validate(nreads = 2000, len = 150, k = 6) init(make_reads)
void count_kmers(int nreads, int len, int k, const char *seq,
                 uint32_t *counts) {
  const uint32_t mask = (1u << (2 * k)) - 1u;
  for (int r = 0; r < nreads; ++r) {
    const char *read = seq + (size_t)r * len;
    uint32_t code = 0;
    int valid = 0;  // number of valid bases in the current window
    for (int i = 0; i < len; ++i) {
      int b = base_code(read[i]);
      if (b < 0) {
        valid = 0;
        code = 0;
        continue;
      }
      code = ((code << 2) | (uint32_t)b) & mask;
      if (++valid >= k)
        counts[code]++;
    }
  }
}
