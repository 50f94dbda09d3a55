// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// CHECK: pragma-unknown-directive.cpp:[[@LINE+1]]:17: error: unknown '#pragma loopgen paralel'; expected 'offload', 'array', 'validate', 'parallel', 'sequential', 'data' or 'update'
#pragma loopgen paralel
void f() {}
