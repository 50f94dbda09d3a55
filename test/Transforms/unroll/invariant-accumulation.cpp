// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1001 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --print-after=unroll -o /dev/null 2>&1 | FileCheck %s
// A reduction's update whose operand is the same for every copy still
// counts one iteration per copy: it is repeated for each copy (not run
// once, as statements that only compute a copy-invariant value are), and a
// copy past the loop's end does not update (not even with its own index).
// (The copies share the loads of c[i], so that the unrolling is kept.)
#include <vector>
#pragma loopgen offload
#pragma loopgen array(c[n], a[n])
#pragma loopgen validate(n = 63)
double f(int n, const std::vector<double> &c, std::vector<double> &a) {
  double p = 1.0, s = 0.0;
  #pragma loopgen parallel unroll(4)
  for (int i = 0; i < n; ++i) {
    a[i] = 0.5 * a[i] + (c[i] > 0.5 ? c[i] : 1.0);
    p *= 0.9995 + 0.001 * c[n - 1];
    if (c[0] > 0.25)
      s += 1.0;
    s += (double)i;
  }
  return p + s;
}
// The version for full tiles: every copy updates.
// CHECK-LABEL: LoopIR after unroll
// CHECK: if i_3 < n [full tiles] {
// CHECK-COUNT-4: p *= 0.9995 + 0.001 * {{c_r_[0-9]+}}{{$}}
// CHECK-COUNT-4: s += 1.0
// CHECK: s += (double)i
// CHECK-NEXT: s += (double)i_1
// CHECK-NEXT: s += (double)i_2
// CHECK-NEXT: s += (double)i_3
// The other: a copy updates only inside the loop.
// CHECK: } else {
// CHECK: p *= 0.9995 + 0.001 * [[C:c_r_[0-9]+]]{{$}}
// CHECK-NEXT: if i_1 < n [copy guard] {
// CHECK-NEXT: p *= 0.9995 + 0.001 * [[C]]{{$}}
// CHECK: s += (double)i
// CHECK-NEXT: if i_1 < n [copy guard] {
// CHECK-NEXT: s += (double)i_1
// PASS: PASS: 1 of 1
