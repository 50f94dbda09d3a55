// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Loops of unknown length change scalars of their own iteration or of the
// iteration of a loop around them (and array elements:
// while-writes-arrays.cpp): one that changes a scalar declared outside
// every loop around it (a running value across iterations) is refused
// within another loop, once, at what breaks the rule (sums into it are
// not: Frontend/while-merge-and-sums.cpp). (Loops inside them run in order:
// Frontend/loops-in-while-loops.cpp.)
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float carried = 0;
  for (int i = 0; i < n; ++i) {
    int k = i;
    while (k > 0) {
      // CHECK: while-loops.cpp:[[@LINE+1]]:7: error: this 'while' loop assigns 'carried', which is declared outside the loop around it
      carried = 0.5f * carried + 1;
      k /= 2;
    }
  }
}
// CHECK: 1 error generated.
