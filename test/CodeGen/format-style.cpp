// RUN: loopgen %samples/saxpy.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// RUN: loopgen %samples/saxpy.cpp "--format-style={BasedOnStyle: llvm, IndentWidth: 4}" -o - | FileCheck %s --check-prefix=WIDE
// RUN: loopgen %samples/saxpy.cpp --format-style=none -o - | FileCheck %s --check-prefix=NONE
// RUN: not loopgen %samples/saxpy.cpp --format-style=nonsense -o %t.bad.cu 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.cu
// What loopgen writes (kernels and host bodies) is formatted by clang's
// libFormat, LLVM style by default (any style clang-format's -style takes;
// the user's own code stays as written, and a kernel's comment stays one
// line): the kernel's parameter list wraps at 80 columns. none keeps
// loopgen's own layout. A style libFormat does not know is an error, and no
// output is written.
// CHECK: // loopgen: kernel for the loop at saxpy.cpp:6:3 (grid x: i)
// CHECK-NEXT: __global__ void saxpy_kernel0(int n, float a, const float *__restrict__ x,
// CHECK-NEXT: {{^                              }}float *__restrict__ y) {
// CHECK-NEXT: {{^  }}const int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// WIDE: {{^    }}const int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// NONE: __global__ void saxpy_kernel0(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
// BAD: error: --format-style=nonsense: Invalid value for -style
