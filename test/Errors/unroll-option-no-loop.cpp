// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s --unroll=2:4 -o %t/out.cu 2>&1 | FileCheck %s
// RUN: test -s %t/out.cu
// --unroll naming a line where no loop starts: a warning at that line;
// the input is legal and the output is written.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
// CHECK: unroll-option-no-loop.cpp:2:1: warning: --unroll names line 2, where no loop of an offloaded function starts
