// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Function templates cannot be offloaded yet.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: function-template.cpp:[[@LINE+1]]:28: error: function templates cannot be offloaded yet; offload a non-template function
template <typename T> void f(int n, T *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
template void f<float>(int, float *);
