// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
static float fact(float x) { return x <= 1 ? 1 : x * fact(x - 1); }
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: error: recursive call to 'fact' cannot be offloaded
    a[i] = fact(a[i]);
}
