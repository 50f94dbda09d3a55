// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --allow-empty
// RUN: test -s %t/out.cu
// The extents checked with validate's values are computed right: n = 8
// (a literal whose top bit is set in the width it is read with) makes
// 'n - 2' 6, not negative.
// CHECK-NOT: error
#pragma loopgen offload
#pragma loopgen array(a[n - 2])
#pragma loopgen validate(n = 8)
void f(int n, float *a) {
  for (int i = 0; i < n - 2; ++i)
    a[i] = 0;
}
