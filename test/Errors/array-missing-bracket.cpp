// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A shape without dimensions.
#pragma loopgen offload
// CHECK: array-missing-bracket.cpp:[[@LINE+1]]:30: error: expected '[' after 'b': give every dimension, as in A[n][m]
#pragma loopgen array(a[n], b)
void f(int n, float *a, float *b) {}
