// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// try/catch in an offloaded function.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: exception-try.cpp:[[@LINE+1]]:3: error: exceptions are not supported in offloaded functions
  try {
    for (int i = 0; i < n; ++i)
      a[i] = 1;
  } catch (...) {
  }
}
