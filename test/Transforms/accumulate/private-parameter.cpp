// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=0 | FileCheck %s
// A parameter array written at one fixed element in a parallel loop becomes
// the loop's temporary (a_private, declared in the loop) but for the last
// iteration. Its element used to be accumulated in a scalar too, loaded
// before the loop and stored after it, where a_private is not declared:
// the output did not compile (scripts/loopgen-stress, seed 102, case 1483).
// Only the element of 'a' itself is accumulated now.
#pragma loopgen offload
#pragma loopgen validate(n = 3)
void fixed_element(int n, float a[16][3][1]) {
  for (int i = 0; i <= n - 1; ++i)
    a[16 - 1][3 - 1][1 - 1] = 1.0f;
}
// REMARK: remark: 'a[16 - 1][3 - 1][1 - 1]' is accumulated in scalar 'a_acc'
// REMARK-NOT: a_private_acc
// CHECK: PASS: 1 of 1 functions match the sequential original
