// RUN: loopgen %s -o %t.cu
// RUN: g++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.cu"' %S/Inputs/grid-driver.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s
// A grid with fewer than two blocks per multiprocessor narrows its block,
// last dimension first and x not below a warp, so that small launches and
// heavily unrolled ones still spread over the whole GPU.
#pragma loopgen offload
#pragma loopgen array(x[n])
void scale(int n, float *x) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}
// CHECK: block=256x1x1 grid=4096x1x1
// CHECK-NEXT: block=32x1x1 grid=128x1x1
// CHECK-NEXT: block=32x1x1 grid=4x1x1
// CHECK-NEXT: block=32x8x1 grid=64x256x1
// CHECK-NEXT: block=32x4x1 grid=6x48x1
// CHECK-NEXT: block=32x1x1 grid=2x8x4
