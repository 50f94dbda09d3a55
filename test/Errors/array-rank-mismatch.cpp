// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A shape whose rank differs from the C array's type.
#pragma loopgen offload
// CHECK: array-rank-mismatch.cpp:[[@LINE+1]]:23: error: shape of 'a' has 1 dimensions but its type has 2
#pragma loopgen array(a[n])
void f(int n, float a[4][4]) {
  for (int i = 0; i < 4; ++i)
    a[i][0] = 0;
}
