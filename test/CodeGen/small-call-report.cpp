// RUN: loopgen %s -o %t.cu
// RUN: g++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.cu"' %S/Inputs/small-call-driver.cpp -o %t.exe
// RUN: %t.exe 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 %t.exe 2>&1 | FileCheck %s --check-prefix=GPU
// An emulated program says, once per function, that a call ran the
// original because its work was below LOOPGEN_HOST_BELOW (a user checking
// the translation on a small input would otherwise test the original).
#pragma loopgen offload
#pragma loopgen array(x[n])
void scale(int n, float *x) {
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}
// CHECK: loopgen: scale: the work of this call is below LOOPGEN_HOST_BELOW, so the original ran on the host (LOOPGEN_HOST_BELOW=0 runs the translation)
// CHECK-NOT: loopgen: scale
// CHECK: x[99]=396
// GPU-NOT: loopgen: scale
// GPU: x[99]=396
