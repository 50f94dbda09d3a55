// RUN: loopgen %s --validate --emulate -o %t.cu 2>&1 | FileCheck %s
// Validation where no function is translated gives no verdict (it said
// "PASS: 0 of 0 functions match").
// CHECK: warning: no function is marked '#pragma loopgen offload'
// CHECK: loopgen: nothing to validate: no function was translated (the output is the input)
// CHECK-NOT: PASS
void scale(float *a, int n) {
  for (int i = 0; i < n; ++i)
    a[i] *= 2.0f;
}
