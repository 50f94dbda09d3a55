// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s --size n -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: loopgen: error: --size expects name=value, got 'n'
// --size without a value.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
