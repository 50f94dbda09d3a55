// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Three buffers rotated at the end of each time step, `t = a; a = b; b = c;
// c = t;` (the wave equation's previous, current and next fields): each
// step runs the binding it starts from; the rotation comes back after
// three. Pointer parameters, and pointer locals over them.

#pragma loopgen offload
#pragma loopgen array(prev[n], cur[n], next[n])
#pragma loopgen validate(n = 500, steps = 7)
void wave1d(int n, int steps, float *prev, float *cur, float *next) {
  for (int s = 0; s < steps; ++s) {
    for (int i = 1; i + 1 < n; ++i)
      next[i] = 2.0f * cur[i] - prev[i] +
                0.1f * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
    next[0] = 0.0f;
    next[n - 1] = 0.0f;
    float *tmp = prev;
    prev = cur;
    cur = next;
    next = tmp;
  }
}
// CHECK-LABEL: func wave1d
// CHECK: if s % 3 == 0 [rotation] {
// CHECK: next[i] = 2.0f * cur[i] - prev[i]
// CHECK: if s % 3 == 1 [rotation] {
// CHECK: prev[i] = 2.0f * next[i] - cur[i]
// CHECK: } else {
// CHECK: cur[i] = 2.0f * prev[i] - next[i]

#pragma loopgen offload
#pragma loopgen array(a[n], b[n], c[n])
#pragma loopgen validate(n = 300, steps = 5)
void blend(int n, int steps, float *a, float *b, float *c) {
  float *x = a, *y = b, *z = c, *t;
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i)
      z[i] = 0.5f * (x[i] + y[i]);
    t = x;
    x = y;
    y = z;
    z = t;
  }
}
// CHECK-LABEL: func blend

// VALID: PASS: 2 of 2 functions match the sequential original
