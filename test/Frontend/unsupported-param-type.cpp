// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A pointer to records with a field that is not a scalar, a struct of
// them or an array of the slot's type (a pointer).
struct S { float *x; int flag; };
#pragma loopgen offload
// CHECK: error: parameter 's' of type 'S *' is not supported yet: loopgen takes pointers to records whose fields are scalars, structs of them or arrays of the smallest field's type (struct { float x, y; int id; }), without pointers, bit-fields, bases or virtual functions
void f(int n, S *s) {}
