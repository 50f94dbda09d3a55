// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: test -e %t.cu
// CHECK: warning: no function is marked '#pragma loopgen offload'; the output is the input
int f(int x) { return x; }
