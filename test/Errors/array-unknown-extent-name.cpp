// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A second dimension naming a variable that does not exist.
#pragma loopgen offload
// CHECK: array-unknown-extent-name.cpp:[[@LINE+1]]:23: error: in the shape of 'a': unknown name 'cols': a shape may use the function's integer parameters, the integer members of its struct parameters that it does not change, integer literals and named integer constants
#pragma loopgen array(a[n][cols])
void f(int n, int m, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
