// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size npairs=5,len=9,band=2 | FileCheck %s
// A std::vector read in a band around the diagonal (`j` from
// `std::max(1, i - band)` to `std::min(len, i + band)`): the harness sizes
// it through the band's upper bound, a minimum of which one operand is of
// sizes (it said "cannot infer the size").
#include <algorithm>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(npairs = 64, len = 40, band = 4)
void band_matches(int npairs, int len, int band, const std::vector<char> &a,
                  const std::vector<char> &b, std::vector<int> &count) {
  for (int p = 0; p < npairs; ++p) {
    const int off = p * len;
    int c = 0;
    for (int i = 1; i <= len; ++i) {
      const int jlo = std::max(1, i - band);
      const int jhi = std::min(len, i + band);
      for (int j = jlo; j <= jhi; ++j)
        c += a[off + i - 1] == b[off + j - 1];
    }
    count[p] = c;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 1 of 1 functions match the sequential original
