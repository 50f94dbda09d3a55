// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A call to a function that is nowhere declared.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: cxx-undeclared-function.cpp:[[@LINE+1]]:12: error: use of undeclared identifier 'transform'
    a[i] = transform(a[i]);
}
