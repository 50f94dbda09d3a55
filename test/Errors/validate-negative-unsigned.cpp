// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A negative value for an unsigned parameter.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-negative-unsigned.cpp:[[@LINE+1]]:9: error: the value '- 3' of 'n' in '#pragma loopgen validate' does not fit in 'unsigned int'
#pragma loopgen validate(n = -3)
void f(unsigned n, float *a) {
  for (unsigned i = 0; i < n; ++i)
    a[i] = 0;
}
