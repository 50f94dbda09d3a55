// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A variadic function cannot be offloaded.
#pragma loopgen offload
// CHECK: variadic-function.cpp:[[@LINE+1]]:6: error: variadic functions cannot be offloaded
void f(int n, ...) {}
