// RUN: rm -f %t.cu
// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A step that depends on the index itself (constant, variable and
// geometric steps are lowered: variable-step-loops.cpp, geometric-loops.cpp).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: error: loopgen needs a canonical for loop here: 'for (int i = begin; i < end; ++i)' or a constant step (the increment must change the index by a non-zero constant)
  for (int i = 1; i < n; i += i)
    a[i] = 0;
}
