// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// validate gives every value as name = value.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-missing-equals.cpp:[[@LINE+1]]:27: error: expected '=' in '#pragma loopgen validate', found ')'
#pragma loopgen validate(n)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
