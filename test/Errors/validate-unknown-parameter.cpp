// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s --emit=harness -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A value for a parameter the function does not have, when the harness
// is made.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-unknown-parameter.cpp:[[@LINE+1]]:9: error: 'k' in '#pragma loopgen validate' is not a scalar parameter of 'f'
#pragma loopgen validate(n = 4, k = 5)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
