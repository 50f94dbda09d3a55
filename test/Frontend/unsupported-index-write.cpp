// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    a[i] = 0;
    // CHECK: error: loop index 'i' is modified in the loop body
    i += 1;
  }
}
