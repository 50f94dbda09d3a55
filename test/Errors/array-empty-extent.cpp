// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An empty dimension.
#pragma loopgen offload
// CHECK: array-empty-extent.cpp:[[@LINE+1]]:25: error: expected an expression in '#pragma loopgen array'
#pragma loopgen array(a[])
void f(int n, float *a) {}
