// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A loop marked both parallel and sequential: one error, and no warning
// that the second pragma is outside an offloaded function (it was one,
// before the fix).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  #pragma loopgen parallel
  // CHECK: pragma-parallel-and-sequential.cpp:[[@LINE+1]]:11: error: a loop takes one of '#pragma loopgen parallel' and '#pragma loopgen sequential', once
  #pragma loopgen sequential
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
// CHECK-NOT: outside an offloaded function
// CHECK: 1 error generated.
