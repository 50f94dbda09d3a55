// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A misspelt directive is named, with the ones that exist.
// CHECK: pragma-unknown-offload-typo.cpp:[[@LINE+1]]:17: error: unknown '#pragma loopgen ofload'; expected 'offload', 'array', 'validate', 'parallel', 'sequential', 'data' or 'update'
#pragma loopgen ofload
void f() {}
