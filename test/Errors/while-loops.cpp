// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Loops of unknown length change scalars of their own iteration (and
// array elements: while-writes-arrays.cpp): one that changes a scalar of
// the loop around it (a running value across iterations) and one with a
// loop inside are refused within another loop, each once, at what breaks
// the rule.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float carried = 0;
  for (int i = 0; i < n; ++i) {
    int k = i;
    while (k > 0) {
      // CHECK: while-loops.cpp:[[@LINE+1]]:7: error: this 'while' loop assigns 'carried', which is declared outside the loop around it
      carried += 1;
      k /= 2;
    }
  }
  for (int r = 0; r < n; ++r) {
    int t = 0;
    do {
      // CHECK: while-loops.cpp:[[@LINE+1]]:7: error: a loop inside a 'do'-'while' loop within another loop is not supported yet
      for (int i = 0; i < n; ++i)
        a[i] *= 2;
      ++t;
    } while (t < 3);
  }
}
// CHECK: 2 errors generated.
