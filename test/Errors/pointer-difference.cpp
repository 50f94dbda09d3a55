// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A pointer local stands for the elements it points to, not an address.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, float *a, long *b) {
  float *p = a + 3;
  for (int i = 0; i < n; ++i)
    // CHECK: pointer-difference.cpp:[[@LINE+1]]:12: error: 'p' points into an array; only the elements it points to can be used (p[k], *p)
    b[i] = p - a;
}
