// RUN: loopgen %s --validate --emulate | FileCheck %s
// A scalar result computed on the device is compared too.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 3000)
double mean(int n, double *a) {
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * a[i];
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s / n;
}
// CHECK: (result) {{.*}} ok
// CHECK: PASS: 1 of 1
