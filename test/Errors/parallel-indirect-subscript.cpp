// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: test -s %t/out.cu
// A parallel claim over an indirect subscript, a[idx[i]]: unprovable,
// so a warning and a sequential loop; --trust-annotations would trust it.
#pragma loopgen offload
#pragma loopgen array(a[n], idx[n])
void f(int n, float *a, const int *idx) {
  // CHECK: parallel-indirect-subscript.cpp:[[@LINE+1]]:11: warning: cannot prove the loop parallel, so it stays sequential (--trust-annotations makes it parallel): the subscript of 'a[idx[i]]' is not affine
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    a[idx[i]] = a[i] + 1;
}
