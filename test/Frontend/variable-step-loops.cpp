// RUN: loopgen %s --emit=loopir -o - 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate --force-gpu | FileCheck %s
// RUN: loopgen %s --validate --emulate --force-gpu --size n=777 --size stride=5 | FileCheck %s
// RUN: not loopgen %S/Inputs/variable-step-changed.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=ERR
// Loops whose step is a value, not a constant (`i += 2 * s` in a tree of
// pairs, `i += stride`): a loop over the step's number k, its trips
// counted once, with i = b + k * st in its body. The step and the bound
// must not change inside it.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4096)
void pair_tree(int n, float *a) {
  for (int s = 1; s < n; s <<= 1)
    for (int i = 0; i + s < n; i += 2 * s)
      a[i] += a[i + s];
}

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000, stride = 3)
void strided(int n, int stride, const float *x, float *y) {
  for (int i = 0; i <= n - 1; i += stride)
    y[i] = 2.0f * x[i];
}
// IR: var i_step: long long = (long long)(2 * s)
// IR: for i_k in [0, i_trips)
// IR-NEXT: var i: int = (int)(i_first + i_k * i_step)
// CHECK: RESULT function=pair_tree status=PASS
// CHECK: RESULT function=strided status=PASS
// ERR: error: the loop steps 'i' by a value that is not a constant, and its body changes 'i', its step or its bound; loopgen counts such a loop's trips before it starts
