// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen --bogus %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: loopgen: error: Unknown command line argument '--bogus'.
// An option loopgen does not have.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
