// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// private() names at least one variable.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: private-empty.cpp:[[@LINE+1]]:36: error: expected a variable name in '#pragma loopgen parallel', found ')'
  #pragma loopgen parallel private()
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
