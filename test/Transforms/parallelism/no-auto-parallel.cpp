// RUN: loopgen %s --emit=loopir -o - | FileCheck %s
// RUN: loopgen %s --emit=loopir --no-auto-parallel -o - | FileCheck %s --check-prefix=OFF
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
// CHECK: for i in [0, n) parallel [grid x] @kernel {
// OFF: for i in [0, n) sequential @single-thread {
