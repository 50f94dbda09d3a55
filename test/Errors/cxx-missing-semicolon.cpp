// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Clang's own errors come through, located.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: cxx-missing-semicolon.cpp:[[@LINE+1]]:13: error: expected ';' after expression
    a[i] = 0
}
