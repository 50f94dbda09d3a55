// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int t = 0;
  while (t < 10) {
    // CHECK: unsupported-while.cpp:[[@LINE+1]]:5: error: a loop inside a 'while' loop is not supported yet; loopgen lowers loops of unknown length that compute scalars
    for (int i = 0; i < n; ++i)
      a[i] += 1;
    t++;
  }
}
