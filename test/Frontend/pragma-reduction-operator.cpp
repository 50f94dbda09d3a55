// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, float *a) {
  float s = 0;
  // CHECK: error: expected a reduction operator (+, *, min, max, &, |, ^, &&, ||), found '-'
  #pragma loopgen parallel reduction(-: s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
