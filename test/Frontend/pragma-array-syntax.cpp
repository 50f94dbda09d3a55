// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
// CHECK: pragma-array-syntax.cpp:[[@LINE+1]]:24: error: expected '[' after 'a': give every dimension, as in A[n][m]
#pragma loopgen array(a, b[n])
void f(int n, float *a, float *b) {}
