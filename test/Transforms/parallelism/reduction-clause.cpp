// RUN: not loopgen %s -o /dev/null 2>&1 | FileCheck %s
// A reduction(op: v) clause is checked like parallel: it must hold.
#pragma loopgen offload
#pragma loopgen array(x[n])
float f(int n, const float *x) {
  float s = 0, m = 0;
  // CHECK-NOT: error: 'reduction(+: s)'
  #pragma loopgen parallel reduction(+: s)
  for (int i = 0; i < n; i++)
    s += x[i];
  // CHECK: :[[@LINE+1]]:11: error: 'reduction(+: m)' does not hold: 'm' accumulates with 'max'
  #pragma loopgen parallel reduction(+: m)
  for (int i = 0; i < n; i++)
    m = m > x[i] ? m : x[i];
  // CHECK: :[[@LINE+1]]:11: error: 'reduction(+: s)' does not hold: scalar 's' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  #pragma loopgen parallel reduction(+: s)
  for (int i = 0; i < n; i++)
    s += x[i] * s;
  return s + m;
}
