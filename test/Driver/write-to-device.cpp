// RUN: loopgen %s -o /dev/null
// RUN: test -c /dev/null
// RUN: loopgen %s -o - | FileCheck %s
// An output that is not a file (/dev/null, a pipe) is written as it is:
// loopgen writes a file whole, under a temporary name renamed over the
// output at the end, which over /dev/null replaced the device by a file.
// CHECK: __global__

#pragma loopgen offload
#pragma loopgen array(x[n])
void scale(int n, float *x) {
  for (int i = 0; i < n; ++i)
    x[i] *= 2.0f;
}
