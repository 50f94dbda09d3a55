// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// offload before a variable, not a function.
// CHECK: pragma-offload-before-variable.cpp:[[@LINE+1]]:9: error: '#pragma loopgen offload' must be followed by a function definition
#pragma loopgen offload
int counter;
void f() {}
