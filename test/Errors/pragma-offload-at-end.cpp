// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// offload as the last line of the file: nothing follows it.
void f() {}
// CHECK: pragma-offload-at-end.cpp:[[@LINE+1]]:9: error: '#pragma loopgen offload' must be followed by a function definition
#pragma loopgen offload
