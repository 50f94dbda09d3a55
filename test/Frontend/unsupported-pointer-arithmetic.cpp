// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: error: pointer arithmetic is not supported in offloaded functions; index the array instead
    (a + 1)[i] = 0;
}
