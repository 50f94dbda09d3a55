// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// An early return from inside a `while` loop (from `for` loops, also
// nested: Frontend/return-in-loops.cpp).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  int k = 0;
  while (k < n) {
    // CHECK: return-in-loop.cpp:[[@LINE+1]]:19: error: 'return' inside a loop is supported in 'for' loops (a search, also over nested loops); in a 'while' or 'do' loop, keep the result in a variable and 'break'
    if (a[k] < 0) return;
    a[k++] = 1;
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
