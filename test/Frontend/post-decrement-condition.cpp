// RUN: loopgen %s --force-gpu -Rpass=loopgen --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=0 --size m=3 | FileCheck %s --check-prefix=VALID
// The idiom for counting an unsigned index down to 0: `for (size_t i = n;
// i-- > 0;)` tests i before its decrement, so that the body sees n - 1 to
// 0. It runs as a loop over i + 1 (i_left, from n down to 1), the body's
// i declared from it; index-scalars then writes i_left - 1 where i was.
#include <cstddef>
#define N 100

#pragma loopgen offload
#pragma loopgen validate(n = 75)
void scale_down(size_t n, const float x[N], float y[N]) {
  // CHECK-LABEL: func scale_down(
  // CHECK: for i_left in [n, 0u) step -1 sequential {
  // CHECK-NEXT: var i: unsigned long = i_left - 1u
  for (size_t i = n; i-- > 0;)
    y[i] = 2.0f * x[i];
}

// Both loops of a table of suffixes, with the other spellings: `i-- != 0`
// and a bare `j--`.
#pragma loopgen offload
#pragma loopgen validate(n = 70, m = 81)
void suffixes(unsigned n, unsigned m, const char a[N], const char b[N],
              unsigned S[N + 1][N + 1]) {
  // CHECK: remark: loops over 'i_left', 'j_left' run as wavefronts
  for (unsigned i = n; i-- != 0;)
    for (unsigned j = m; j--;)
      S[i][j] = a[i] == b[j] ? S[i + 1][j + 1] + 1
                             : (S[i + 1][j] > S[i][j + 1] ? S[i + 1][j]
                                                          : S[i][j + 1]);
}
// VALID: PASS: 2 of 2 functions match the sequential original
