// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An extent of zero elements (it was accepted, and every access was out
// of bounds).
#pragma loopgen offload
// CHECK: array-zero-extent.cpp:[[@LINE+1]]:23: error: in the shape of 'a': the extent '0' is not positive
#pragma loopgen array(a[0])
void f(int n, float *a) {
  for (int i = 0; i < 4; ++i)
    a[i] = 0;
}
// CHECK-NOT: needs a shape
