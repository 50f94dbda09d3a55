// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A variable-length local array.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: variable-length-array.cpp:[[@LINE+1]]:9: error: local array 't' needs constant dimensions; use std::vector<T> t(n)
  float t[n];
  for (int i = 0; i < n; ++i)
    t[i] = a[i];
}
