// RUN: not loopgen %s 2>&1 | FileCheck %s
// CHECK: error: '#pragma loopgen array' applies to 'f', which is not marked '#pragma loopgen offload'
#pragma loopgen array(a[n])
void f(int n, float *a) {}
