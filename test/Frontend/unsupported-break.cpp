// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      break;
    // CHECK: error: this loop with 'break' writes elements of 'a'
    a[i] = 1;
  }
}
