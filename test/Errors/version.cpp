// RUN: loopgen --version | FileCheck %s
// CHECK: loopgen 0.1.0 (LLVM/Clang 19
