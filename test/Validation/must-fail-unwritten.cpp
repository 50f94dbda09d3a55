// RUN: not loopgen %s --validate --emulate --inject-unwritten-element > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=GOOD
// The generated kernel is made to skip its last element; the output was
// poisoned, so the element comes back unwritten and the validator says so.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 1000)
void f(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}
// CHECK: b {{.*}} MISMATCH: 1 bad (1 unwritten), first at [999]
// CHECK: FAIL: 0 of 1 functions match
// GOOD: PASS: 1 of 1 functions match
