// RUN: loopgen %s --validate --emulate --size n=300,m=300,seed=5 | FileCheck %s --check-prefix=PASS
// RUN: not loopgen %s --validate --emulate --size n=300,m=280 | FileCheck %s --check-prefix=UNTESTED
// A translation that checks an assumption on entry (here: the vector it
// swaps with a work vector has the work vector's size) runs the original
// where the check fails. Validation at such sizes checks no kernel: its
// verdict says so (UNTESTED) instead of a pass. An integer parameter that
// is data, not a size (a seed), needs no value.
#include <cstdint>
#include <utility>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(u[m])
#pragma loopgen validate(n = 4096, m = 4096)
void scramble(std::vector<float> &u, int n, int m, uint32_t seed) {
  std::vector<float> w(n);
  for (int i = 0; i < m; ++i) {
    uint32_t h = (static_cast<uint32_t>(i) ^ seed) * 2654435761u;
    w[i] = u[i] + static_cast<float>(h >> 24);
  }
  std::swap(u, w);
}

// PASS: RESULT function=scramble status=PASS
// PASS-NOT: launches=0
// PASS: PASS: 1 of 1 functions match the sequential original

// UNTESTED: untested: a run-time check of what the translation assumes failed at these sizes
// UNTESTED: RESULT function=scramble status=UNTESTED
