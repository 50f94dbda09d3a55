// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// init takes the offloaded function's parameters.
void fill(float *a) { a[0] = 1; }
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-init-arity.cpp:[[@LINE+1]]:9: error: init function 'fill' must take the 2 parameters of 'f'
#pragma loopgen validate(n = 4) init(fill)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
