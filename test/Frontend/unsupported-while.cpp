// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int t = 0;
  // CHECK: unsupported-while.cpp:[[@LINE+1]]:3: error: 'while' loops are not supported in offloaded functions; write a canonical for loop
  while (t < 10) {
    for (int i = 0; i < n; ++i)
      a[i] += 1;
    t++;
  }
}
