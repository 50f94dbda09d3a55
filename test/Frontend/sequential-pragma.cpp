// RUN: loopgen %s --emit=loopir -o - | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  #pragma loopgen sequential
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
// CHECK: for i in [0, n) sequential (asserted sequential) @single-thread {
