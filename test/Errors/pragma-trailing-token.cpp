// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Tokens after a complete directive.
// CHECK: pragma-trailing-token.cpp:[[@LINE+1]]:25: error: unexpected 'now' at the end of '#pragma loopgen offload'
#pragma loopgen offload now
void f() {}
