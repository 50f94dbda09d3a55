// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// `break` leaves canonical for loops (a search; range-based ones too:
// Frontend/range-for-break.cpp): one asserted parallel is refused, once.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    int at = -1;
    // CHECK: break.cpp:[[@LINE+1]]:9: error: a loop left by 'break' runs its iterations in order; it cannot be '#pragma loopgen parallel'
#pragma loopgen parallel
    for (int j = 0; j < n; ++j)
      if (a[j] > 0) {
        at = j;
        break;
      }
    a[i] = at;
  }
}
// CHECK: 1 error generated.
