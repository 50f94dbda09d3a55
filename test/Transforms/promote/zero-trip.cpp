// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A loop that may run no iteration: the register's load and store test the
// loop's bounds, so that an element is touched only when the loop touches
// it. Here only thread b == 0 runs its loop (twice), and every thread's element is
// count[0]: an unconditional load and store in the other threads would
// race with thread 0's update. (The update is no reduction: a sum would
// be accumulated across the loop over b, and b's threads would reduce it.)
#pragma loopgen offload
#pragma loopgen array(count[1], x[n])
#pragma loopgen validate(n = 300)
void first_only(int n, float *count, const float *x) {
  #pragma loopgen parallel
  for (int b = 0; b < n; ++b)
    for (int k = 2 * b; k < 2; ++k)
      count[0] = 0.5f * count[0] + x[b];
}
// REMARK: remark: 'count[0]' is held in register 'count_0' across the loop over 'k' (loaded once, stored once)
// CHECK: float count_0;
// CHECK-NEXT: if (2 * b < 2) {
// CHECK-NEXT: count_0 = count[0];
// CHECK-NEXT: }
// CHECK-NEXT: for (int k = 2 * b; k < 2; ++k) {
// CHECK-NEXT: count_0 = 0.5f * count_0 + x[b];
// CHECK-NEXT: }
// CHECK-NEXT: if (2 * b < 2) {
// CHECK-NEXT: count[0] = count_0;
// VALID: PASS: 1 of 1
