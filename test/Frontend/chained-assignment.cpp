// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Chained assignments, as plain C writes them (PolyBench's deriche): the
// innermost first, then each target from the one it assigned.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n], c[n])
#pragma loopgen validate(n = 100)
void chain(int n, float *a, float *b, const float *c) {
  float s, t;
  for (int i = 0; i < n; ++i) {
    a[i] = b[i] = c[i] * 2;
    s = t = c[i];
    b[i] += s + t;
  }
}
// CHECK: b[i] = c[i] * 2
// CHECK-NEXT: a[i] = b[i]
// CHECK-NEXT: var t: float = c[i]
// CHECK-NEXT: var s: float = t
// VALID: PASS: 1 of 1
