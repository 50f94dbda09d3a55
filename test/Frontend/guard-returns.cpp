// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// A return that ends a branch (a guard) takes the statements after its if
// into the if's other branch: quick returns at the top, a value returned
// from either branch, guards in an inlined helper. The function's result
// is a variable that each return assigns.

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 5000)
void quick_return(int n, float *x) {
  if (n <= 0)
    return;
  for (int i = 0; i < n; ++i)
    x[i] = 2.0f * x[i];
}
// CHECK-LABEL: func quick_return
// CHECK-NEXT: if n <= 0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: for i in [0, n)

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 5000)
double asum(int n, const double *x) {
  if (n <= 0) {
    return 0.0;
  }
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s += x[i] < 0 ? -x[i] : x[i];
  return s;
}
// CHECK-LABEL: func asum
// CHECK-NEXT: var result: double
// CHECK-NEXT: if n <= 0 {
// CHECK-NEXT: result = 0.
// CHECK-NEXT: } else {
// CHECK: s +=
// CHECK: result = s
// CHECK-NEXT: }
// CHECK-NEXT: return result

static float clamp01(float v) {
  if (v < 0.0f)
    return 0.0f;
  else if (v > 1.0f)
    return 1.0f;
  return v;
}

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 5000)
int saturate(int n, const float *x, float *y) {
  if (n == 0)
    return 0;
  else {
    for (int i = 0; i < n; ++i)
      y[i] = clamp01(x[i]);
    return 1;
  }
}
// CHECK-LABEL: func saturate
// CHECK: if n == 0 {
// CHECK-NEXT: result = 0
// CHECK-NEXT: } else {
// CHECK: var v: float = x[i]
// CHECK-NEXT: if v < 0.0f {
// CHECK-NEXT: y[i] = 0.0f
// CHECK-NEXT: } else {
// CHECK-NEXT: if v > 1.0f {
// CHECK-NEXT: y[i] = 1.0f
// CHECK-NEXT: } else {
// CHECK-NEXT: y[i] = v
// VALID-NOT: FAIL
// VALID: PASS: 3 of 3 functions match the sequential original
