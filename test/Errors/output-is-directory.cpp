// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t 2>&1 | FileCheck %s -DOUT=%t
// RUN: ls %t | count 0
// CHECK: loopgen: error: cannot write '[[OUT]]': Is a directory
// An output path that is a directory: an error, and the directory is
// left empty (no temporary behind).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
