// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/alias.cu
// RUN: c++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DALIAS_MAIN %t/alias.cu -o %t/alias
// RUN: env LOOPGEN_HOST_BELOW=0 not --crash %t/alias 2>&1 | FileCheck %s
// RUN: %t/alias
// Pointer parameters are assumed not to alias; the host code checks it
// at run time. The same pointer passed twice (y = x + 4 overlaps x):
// the call stops with a message naming both arrays, before any kernel
// runs. That check aborts (std::abort in LOOPGEN_REQUIRE, as every
// run-time check of the prelude does), so the status is a crash, not 1.
// A call too small for the GPU (by default, 8 elements) runs the original
// on the host, where the overlap is as the original meant it.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void scale(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = 2 * x[i];
}
#ifdef ALIAS_MAIN
int main() {
  float a[16] = {};
  scale(8, a, a + 4);
  return 0;
}
#endif
// CHECK: loopgen: arrays 'x' and 'y' overlap; loopgen assumes they do not
