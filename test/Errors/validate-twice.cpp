// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Two validate pragmas for one function.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4)
// CHECK: validate-twice.cpp:[[@LINE+1]]:9: error: more than one '#pragma loopgen validate' for 'f'
#pragma loopgen validate(n = 8)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
