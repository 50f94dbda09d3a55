// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// '#pragma loopgen' with no directive.
// CHECK: pragma-empty.cpp:[[@LINE+1]]:16: error: expected 'offload', 'array', 'validate', 'parallel', 'sequential', 'data' or 'update' after '#pragma loopgen'
#pragma loopgen
void f() {}
