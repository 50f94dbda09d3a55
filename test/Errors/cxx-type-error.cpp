// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A type error in an offloaded function.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: cxx-type-error.cpp:[[@LINE+1]]:12: error: assigning to 'float' from incompatible type 'float *'
    a[i] = a;
}
