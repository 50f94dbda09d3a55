// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// private(...) of a variable that does not exist.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: private-unknown-variable.cpp:[[@LINE+1]]:11: error: 'tmp' in private(...) is not a variable of 'f'
  #pragma loopgen parallel private(tmp)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
