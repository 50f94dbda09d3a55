// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A shape must start with the array's name.
#pragma loopgen offload
// CHECK: array-not-a-name.cpp:[[@LINE+1]]:23: error: expected an array name in '#pragma loopgen array', found '3'
#pragma loopgen array(3[n])
void f(int n, float *a) {}
