// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A variable changed by ++ inside a statement and named again there: the
// value the other name reads depends on the order of evaluation.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, int *a) {
  int k = 0;
  for (int i = 0; i < n / 2; ++i)
    // CHECK: advance-named-twice.cpp:[[@LINE+1]]:7: error: 'k' is changed by '++' or '--' and named again in the same statement; make the change a statement of its own
    a[k++] = k;
}
