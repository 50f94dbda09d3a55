// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// Calls to functions of the same file are inlined: one-return functions as
// expressions (arguments converted to the parameter types), others as
// statements, with locals for the parameters they assign or whose
// arguments are not simple.
static float square(float v) { return v * v; }
static void axpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
static float clampedSum(float a, float b) {
  float s = a + b;
  if (s > 1)
    s = 1;
  return s;
}
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = square(i);
  axpy(n, 2.0f, x, y);
  float s = clampedSum(x[0], x[1]);
  y[0] = s;
}
// CHECK:      for i in [0, n) sequential {
// CHECK-NEXT:   y[i] = (float)i * (float)i
// Parameters the callee never assigns stand for their arguments.
// CHECK:      for i in [0, n) sequential {
// CHECK-NEXT:   y[i] += 2.0f * x[i]
// CHECK:      var a: float = x[0]
// CHECK-NEXT: var b: float = x[1]
// CHECK-NEXT: var s_1: float = a + b
// CHECK-NEXT: if s_1 > 1 {
// CHECK:      var s: float = s_1
// CHECK-NEXT: y[0] = s
