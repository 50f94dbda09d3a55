// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// RUN: %exit1 loopgen %s --validate --emulate 2>&1 | FileCheck %s
// A size that does not fit its parameter's type (it was truncated:
// 10^14 became 276447232, and the harness ran for a minute).
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-value-overflow.cpp:[[@LINE+1]]:9: error: the value '100000000000000' of 'n' in '#pragma loopgen validate' does not fit in 'int'
#pragma loopgen validate(n = 100000000000000)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
