// RUN: %exit1 loopgen %s -o - 2>%t.err | count 0
// RUN: FileCheck %s < %t.err
// With -o -, an error writes nothing to stdout.
#pragma loopgen offload
// CHECK: output-stdout-on-error.cpp:[[@LINE+1]]:22: error: pointer parameter 'a' needs a shape
void f(int n, float *a) {}
