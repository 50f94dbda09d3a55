// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s --size n -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// RUN: %exit1 loopgen %s --size n=4=5 -o %t/out.cu 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: ls %t | count 0
// CHECK: loopgen: error: --size expects name=value, got 'n'
// TWICE: loopgen: error: --size expects name=value, got 'n=4=5'
// --size without a value, or with two.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
