// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: error: unknown clause 'colapse' on '#pragma loopgen parallel'; expected 'unroll', 'private', 'reduction', 'tile' or 'notile'
  #pragma loopgen parallel colapse(2)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
