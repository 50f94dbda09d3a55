// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A helper that makes a std::vector is inlined where its one return, at
// its end, names a local vector of its own; one that returns another
// vector under a condition is refused at that return.
#include <vector>
static std::vector<float> table(int n, bool flat) {
  std::vector<float> a(n, 1.0f), b(n);
  for (int i = 0; i < n; ++i)
    b[i] = 0.5f * i;
  if (flat)
    // CHECK: vector-helper-returns-twice.cpp:[[@LINE+1]]:5: error: a helper that makes a std::vector is inlined where it returns one local vector, once, at its end
    return a;
  return b;
}

#pragma loopgen offload
#pragma loopgen array(out[n])
void f(float *out, int n, bool flat) {
  std::vector<float> t = table(n, flat);
  for (int i = 0; i < n; ++i)
    out[i] = t[i];
}
