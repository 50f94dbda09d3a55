// RUN: not loopgen %s 2>&1 | FileCheck %s
// CHECK: error: '#pragma loopgen offload' must precede a function definition; 'f' is only declared here
#pragma loopgen offload
void f(int n);
