// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// reduction(op: v) needs its colon.
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, const float *a) {
  float s = 0;
  // CHECK: reduction-missing-colon.cpp:[[@LINE+1]]:40: error: expected ':' in '#pragma loopgen parallel', found 's'
  #pragma loopgen parallel reduction(+ s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
