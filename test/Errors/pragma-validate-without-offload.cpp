// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// validate on a function that is not offloaded.
// CHECK: pragma-validate-without-offload.cpp:[[@LINE+1]]:9: error: '#pragma loopgen validate' applies to 'f', which is not marked '#pragma loopgen offload'
#pragma loopgen validate(n = 4)
void f(int n) {}
