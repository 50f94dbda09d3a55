// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
struct S { float x; };
#pragma loopgen offload
// CHECK: error: parameter 's' of type 'S *' is not supported: loopgen takes scalars, pointers to scalars with an array shape, C arrays, std::vector and structs of those
void f(int n, S *s) {}
