// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A throw in a loop (it was reported as an unsupported expression
// statement).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    // CHECK: exception-throw.cpp:[[@LINE+1]]:19: error: exceptions are not supported in offloaded functions
    if (a[i] < 0) throw 1;
    a[i] = 1;
  }
}
