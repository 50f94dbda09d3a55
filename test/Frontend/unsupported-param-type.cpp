// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A pointer to records of mixed field types (an int beside floats).
struct S { float x; int flag; };
#pragma loopgen offload
// CHECK: error: parameter 's' of type 'S *' is not supported yet: loopgen takes pointers to records whose fields all have one scalar type, without padding (struct { float x, y, z; })
void f(int n, S *s) {}
