// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An early return from inside a loop nested in another: the loops it
// would leave are not one.
#pragma loopgen offload
#pragma loopgen array(a[n][n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      // CHECK: return-in-loop.cpp:[[@LINE+1]]:29: error: 'return' inside a loop is supported directly in a 'for' loop of the function's body only: other loops must run their whole iteration space
      if (a[i * n + j] < 0) return;
      a[i * n + j] = 1;
    }
}

#pragma loopgen offload
#pragma loopgen array(a[n])
void g(int n, float *a) {
  // CHECK: return-in-loop.cpp:[[@LINE+1]]:3: error: a 'return' here must end its branch on every path
  if (n > 0) {
    if (a[0] > 0)
      return;
    a[0] = 1;
  }
  a[1] = 2;
}

#pragma loopgen offload
#pragma loopgen array(a[n])
float h(int n, float *a) {
  if (n > 0)
    return 1;
  else
    return 2;
  // CHECK: return-in-loop.cpp:[[@LINE+1]]:3: error: this statement follows an if whose branches both return, and never runs; remove it
  a[0] = 0;
}
