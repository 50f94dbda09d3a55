// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/alloc.cu
// RUN: FileCheck %s --check-prefix=CODE < %t/alloc.cu
// RUN: c++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DALLOC_MAIN %t/alloc.cu -o %t/alloc
// RUN: not --crash %t/alloc 2>&1 | FileCheck %s
// A device allocation that fails stops the call with a message naming the
// array and the bytes asked for (here an extent of 2^60 floats), before
// anything is copied. (One array: two of such extents would overlap, and
// the call would run the original instead.) Like every run-time check of the prelude it aborts.
#pragma loopgen offload
#pragma loopgen array(y[n])
void scale(long n, float *y) {
  for (long i = 0; i < n; ++i)
    y[i] = 2 * y[i];
}
#ifdef ALLOC_MAIN
int main() {
  float b[4] = {};
  scale(1L << 60, b);
  return 0;
}
#endif
// CODE: {{^ +}}loopgen_allocate(&d_y, (size_t)(n) * sizeof(float), "y");
// CHECK: loopgen: cannot allocate 4611686018427387904 bytes of device memory for array 'y': {{.*}}
