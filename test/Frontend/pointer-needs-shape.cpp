// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
// CHECK: pointer-needs-shape.cpp:[[@LINE+1]]:28: error: pointer parameter 'a' needs a shape: add '#pragma loopgen array(a[n])'
void f(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}
