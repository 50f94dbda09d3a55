// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Recursion through two helpers.
static float g(float x);
static float h(float x) {
  // CHECK: mutual-recursion.cpp:[[@LINE+1]]:22: error: recursive call to 'g' cannot be offloaded
  return x < 1 ? x : g(x / 2);
}
static float g(float x) { return h(x - 1); }
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = g(a[i]);
}
