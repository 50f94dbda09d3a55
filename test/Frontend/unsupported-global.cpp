// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
float scale = 2;
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: error: 'scale' is a global variable or not a value loopgen can offload; pass it as a parameter
    a[i] *= scale;
}
