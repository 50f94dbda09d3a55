// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A floating-point parameter cannot be an extent.
#pragma loopgen offload
// CHECK: array-float-extent-name.cpp:[[@LINE+1]]:23: error: in the shape of 'a': unknown name 'x': a shape may use the function's integer parameters, the integer members of its struct parameters that it does not change, integer literals and named integer constants
#pragma loopgen array(a[x])
void f(float x, float *a) {
  a[0] = x;
}
