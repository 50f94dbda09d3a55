// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s --format-style=fancy -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: error: --format-style=fancy: Invalid value for -style
// A --format-style that libFormat does not know.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
