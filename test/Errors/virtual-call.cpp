// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A virtual call through a struct parameter.
struct Op {
  virtual float apply(float x) const { return x; }
};
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a, const Op &op) {
  for (int i = 0; i < n; ++i)
    // CHECK: virtual-call.cpp:[[@LINE+1]]:12: error: virtual calls cannot be offloaded: the method they call is known only at run time
    a[i] = op.apply(a[i]);
}
