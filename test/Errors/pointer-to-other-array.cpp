// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A pointer local moves along the array it points into, never to another:
// its subscripts name one array.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, float *a, float *b) {
  float *p = a;
  for (int i = 0; i < n; ++i) {
    // CHECK: pointer-to-other-array.cpp:[[@LINE+1]]:5: error: pointer 'p' may only be moved along the array it was initialized to (p = A + k, p += k, ++p)
    p = b + i;
    *p = 0;
  }
}
