// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A scalar reference has no shape.
#pragma loopgen offload
// CHECK: array-scalar-reference.cpp:[[@LINE+1]]:23: error: 'x' is a scalar reference and has no shape
#pragma loopgen array(x[n])
void f(int n, float &x) {
  x = 1;
}
