// RUN: %exit1 loopgen %s --validate --emulate 2>&1 | FileCheck %s
// --validate with no value for a scalar parameter.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-missing-value.cpp:[[@LINE+1]]:6: error: no value for parameter 'n' of 'f' in the validation harness: add it to '#pragma loopgen validate(...)' or pass --size n=<value>
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
