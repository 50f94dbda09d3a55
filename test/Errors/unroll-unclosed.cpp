// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// unroll( without its closing parenthesis.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: unroll-unclosed.cpp:[[@LINE+1]]:36: error: expected ')' in '#pragma loopgen parallel'
  #pragma loopgen parallel unroll(2
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
