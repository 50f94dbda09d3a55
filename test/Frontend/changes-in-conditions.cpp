// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Everyday C a held-out k-mer counter was written in: `if (++valid >= k)`
// (the condition's value, then the change, then the branches), a shape
// with a shift (`counts[1 << (2 * k)]`), and `for (; i < n; ++i)` from
// where a local is, which holds where the loop stopped.
#include <cstdint>

#pragma loopgen offload
#pragma loopgen array(seq[nreads][len], counts[1 << (2 * k)])
#pragma loopgen validate(nreads = 300, len = 100, k = 4)
void count_kmers(int nreads, int len, int k, const int *seq,
                 uint32_t *counts) {
  const uint32_t mask = (1u << (2 * k)) - 1u;
  for (int r = 0; r < nreads; ++r) {
    uint32_t code = 0;
    int valid = 0;
    for (int i = 0; i < len; ++i) {
      int b = seq[r * len + i] % 5;
      if (b == 4) {
        valid = 0;
        continue;
      }
      code = ((code << 2) | (uint32_t)b) & mask;
      if (++valid >= k)
        counts[code]++;
    }
  }
}
// CHECK-LABEL: func count_kmers(nreads: int, len: int, k: int, seq: const int[nreads][len] pointer, counts: unsigned int[1 << 2 * k] pointer)
// CHECK: valid += 1
// CHECK-NEXT: var condition: bool = valid >= k
// CHECK-NEXT: if condition {

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000, limit = 0.98)
long first_after_start(long n, double limit, const double *x) {
  long i = n / 4;
  for (; i < n; ++i)
    if (x[i] > limit)
      break;
  return i;
}
// CHECK-LABEL: func first_after_start
// CHECK: var first_i: long = n
// CHECK-NEXT: for i_1 in [i, n) sequential {

// VALID: PASS: 2 of 2 functions match the sequential original
