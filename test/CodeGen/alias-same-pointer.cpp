// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/alias.cu
// RUN: c++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DALIAS_MAIN %t/alias.cu -o %t/alias
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_REPORT_FALLBACK=1 %t/alias 2>&1 | FileCheck %s
// RUN: %t/alias 2>&1 | FileCheck %s --check-prefix=SMALL
// Pointer parameters are assumed not to alias; the host code checks it
// at run time. The same buffer passed twice (y = x + 4 overlaps x): the
// call runs the original, in order, on one host thread, before any kernel
// runs (the kernels would read elements the call already wrote). A call
// too small for the GPU runs the original anyway.
#include <cstdio>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void scale(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = 2 * x[i];
}
#ifdef ALIAS_MAIN
int main() {
  float a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = (float)(i + 1);
  scale(8, a, a + 4);
  std::fprintf(stderr, "a[8]=%g\n", a[8]);
  return 0;
}
#endif
// CHECK: loopgen: scale: a run-time check failed; the original ran on the host
// CHECK: a[8]=4
// SMALL: a[8]=4
