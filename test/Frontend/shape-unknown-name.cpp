// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
// CHECK: error: in the shape of 'a': unknown name 'k': a shape may use the function's integer parameters, the integer members of its struct parameters that it does not change, integer literals and named integer constants
#pragma loopgen array(a[k])
void f(int n, float *a) {}
