// RUN: loopgen %s -o /dev/null -Rpass=loopgen 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// 'private' is a C++ keyword, not an identifier token: the clause must
// still parse, as must a reduction beside it. private(t) gives each
// iteration its own t; the t of the function keeps its value, so reusing it
// after the loop (written first) is no dependence.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 1000)
float f(int n, const float *b, float *a) {
  float t = 0;
  // CHECK: :[[@LINE+2]]:3: remark: loop over 'i' is parallel: annotated, and proven free
  #pragma loopgen parallel private(t)
  for (int i = 0; i < n; ++i) {
    t = b[i] * 2;
    a[i] = t + 1;
  }
  t = a[0];
  return t;
}
// CHECK-NOT: warning:
// CHECK-NOT: error:
// VALID: PASS: 1 of 1 functions match the sequential original
