// RUN: loopgen %s --validate --emulate | FileCheck %s
// XFAIL: *
// Known bug (scripts/loopgen-stress, seed 102, case 1483): a parameter
// array written at one fixed element in a parallel loop becomes the loop's
// temporary (a_private, declared in the kernel) and its element is
// accumulated in scalars; the single-thread kernels before and after the
// loop then index a_private as if it were a device array, and the output
// does not compile. This test passes once that is fixed.
#pragma loopgen offload
#pragma loopgen validate(n = 3)
void fixed_element(int n, float a[16][3][1]) {
  for (int i = 0; i <= n - 1; ++i)
    a[16 - 1][3 - 1][1 - 1] = 1.0f;
}
// CHECK: PASS: 1 of 1 functions match the sequential original
