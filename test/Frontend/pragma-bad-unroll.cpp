// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pragma-bad-unroll.cpp:[[@LINE+1]]:35: error: '0' is not a positive integer of at most 1024
  #pragma loopgen parallel unroll(0)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
