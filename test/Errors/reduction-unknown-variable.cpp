// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A reduction of a variable that does not exist (it was ignored).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: reduction-unknown-variable.cpp:[[@LINE+1]]:11: error: 'total' in reduction(...) is not a variable of 'f'
  #pragma loopgen parallel reduction(+: total)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
