// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: unsupported-goto.cpp:[[@LINE+1]]:3: error: 'goto' is not supported in offloaded functions
  goto done;
done:
  a[0] = 1;
}
