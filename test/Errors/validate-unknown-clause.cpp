// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// validate has init and tolerance, nothing else.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-unknown-clause.cpp:[[@LINE+1]]:33: error: unknown clause 'seed' on '#pragma loopgen validate'; expected 'init' or 'tolerance'
#pragma loopgen validate(n = 4) seed(3)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
