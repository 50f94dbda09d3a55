// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: pragma-loop-without-for.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' must be followed by a for loop
  #pragma loopgen parallel
  a[0] = 1;
}
