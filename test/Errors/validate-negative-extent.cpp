// RUN: %exit1 loopgen %s --validate --emulate 2>&1 | FileCheck %s
// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// validate values that make an extent negative (the harness crashed
// allocating the array).
#pragma loopgen offload
#pragma loopgen array(a[n - 10])
// CHECK: validate-negative-extent.cpp:[[@LINE+1]]:9: error: with the values of '#pragma loopgen validate', the extent 'n - 10' of 'a' is -5
#pragma loopgen validate(n = 5)
void f(int n, float *a) {
  for (int i = 0; i < n - 10; ++i)
    a[i] = 0;
}
