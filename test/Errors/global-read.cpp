// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An offloaded function reading a global variable.
float scale = 2;
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: global-read.cpp:[[@LINE+1]]:13: error: 'scale' is a global variable or not a value loopgen can offload; pass it as a parameter
    a[i] *= scale;
}
