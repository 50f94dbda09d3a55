// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// array( without its closing parenthesis.
#pragma loopgen offload
// CHECK: array-unclosed.cpp:[[@LINE+1]]:27: error: expected ')' in '#pragma loopgen array'
#pragma loopgen array(a[n]
void f(int n, float *a) {}
