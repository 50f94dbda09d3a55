// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A pointer to records with a field that is not a scalar (an array).
struct S { float x[3]; int flag; };
#pragma loopgen offload
// CHECK: error: parameter 's' of type 'S *' is not supported yet: loopgen takes pointers to records whose fields are scalars (struct { float x, y; int id; }), without bit-fields, bases or virtual functions
void f(int n, S *s) {}
