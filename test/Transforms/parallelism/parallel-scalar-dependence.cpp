// RUN: not loopgen %s 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n])
float f(int n, const float *a) {
  float s = 0;
  // CHECK: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: scalar 's' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    s = 0.5f * s + a[i];
  return s;
}
