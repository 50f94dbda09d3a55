// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// tolerance() without a value.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-tolerance-empty.cpp:[[@LINE+1]]:43: error: expected an expression in '#pragma loopgen validate'
#pragma loopgen validate(n = 4) tolerance()
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
