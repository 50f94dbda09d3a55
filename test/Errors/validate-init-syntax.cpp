// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// init( without a function name.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-init-syntax.cpp:[[@LINE+1]]:38: error: expected a function name in '#pragma loopgen validate'
#pragma loopgen validate(n = 4) init(
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
