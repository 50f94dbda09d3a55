// RUN: not loopgen %s --validate --emulate --trust-annotations > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// A loop with a real loop-carried dependence that the user wrongly asserts
// parallel and loopgen is told to trust: validation must catch it.
#pragma loopgen offload
#pragma loopgen array(a[n], idx[n])
#pragma loopgen validate(n = 4096)
void f(int n, const int *idx, float *a) {
  #pragma loopgen parallel
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1 + 0 * idx[i]] + 1.0f;
}
// CHECK: a {{.*}} MISMATCH
// CHECK: RESULT function=f status=FAIL
// CHECK: FAIL: 0 of 1 functions match
