// RUN: loopgen %samples/saxpy.cpp --format-style=llvm -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// RUN: not loopgen %samples/saxpy.cpp --format-style=nonsense -o %t.bad.cu 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.cu
// --format-style formats the output with clang's libFormat (any style
// clang-format's -style takes): the kernel's parameter list wraps at 80
// columns in LLVM style. A style libFormat does not know is an error, and
// no output is written.
// CHECK: __global__ void saxpy_kernel0(int n, float a, const float *__restrict__ x,
// CHECK-NEXT: {{^                              }}float *__restrict__ y) {
// BAD: error: --format-style=nonsense: Invalid value for -style
