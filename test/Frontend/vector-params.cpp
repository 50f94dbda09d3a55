// RUN: loopgen %s --emit=loopir -o - | FileCheck %s
#include <vector>
#pragma loopgen offload
void scale(std::vector<double> &v, double s) {
  for (unsigned long i = 0; i < v.size(); ++i)
    v[i] *= s;
}
// CHECK: func scale(v: double[v_size] vector, s: double) -> void {
// CHECK-NEXT: for i in [0, v_size) parallel [grid x] @kernel {
// CHECK-NEXT:   v[i] *= s
