// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A loop index declared outside its loop and read after it (LUD's
// `offset`): one located error for the variable, not one per use.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int off;
  for (off = 0; off < n - 1; off++)
    a[off] += 1.0f;
  // CHECK: loop-index-used-after.c:[[@LINE+1]]:5: error: 'off' is used outside the loops it indexes; declare the loop index in the for statement
  a[off] = a[off] + a[off - 1];
}
// CHECK-NOT: error:
// CHECK: 1 error generated.
