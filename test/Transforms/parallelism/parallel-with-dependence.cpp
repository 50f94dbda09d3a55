// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: parallel-with-dependence.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i + 1]' and 'a[i]' touch the same element of 'a' in different iterations
  #pragma loopgen parallel
  for (int i = 0; i < n - 1; ++i)
    // CHECK: :[[@LINE+2]]:5: note: this access
    // CHECK: :[[@LINE+1]]:16: note: conflicts with this access
    a[i + 1] = a[i] * 2;
}
