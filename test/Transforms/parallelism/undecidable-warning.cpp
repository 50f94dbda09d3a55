// RUN: loopgen %s --emit=loopir -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --emit=loopir --trust-annotations -o - 2>&1 | FileCheck %s --check-prefix=TRUST
// An indirect subscript: the analysis cannot decide, the annotation is
// not enough without --trust-annotations.
#pragma loopgen offload
#pragma loopgen array(idx[n], a[n])
void f(int n, const int *idx, float *a) {
  // CHECK: warning: cannot prove the loop parallel, so it stays sequential (--trust-annotations makes it parallel): the subscript of 'a[idx[i]]' is not affine
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    a[idx[i]] = i;
}
// CHECK: for i in [0, n) sequential (asserted parallel)
// TRUST-NOT: warning
// TRUST: for i in [0, n) parallel (asserted parallel)
