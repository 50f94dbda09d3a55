// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A negative extent, reported once: not also as a pointer without a
// shape.
#pragma loopgen offload
// CHECK: array-negative-extent.cpp:[[@LINE+1]]:23: error: in the shape of 'a': unexpected '-'
#pragma loopgen array(a[-4])
void f(int n, float *a) {
  for (int i = 0; i < 4; ++i)
    a[i] = 0;
}
// CHECK-NOT: needs a shape
// CHECK: 1 error generated.
