// RUN: loopgen %s --validate --emulate | FileCheck %s
// The harness's RESULT line counts the bytes one call copies each way:
// what is read goes in, what is overwritten whole does not, what is written
// comes out, and a loop's condition read back at each step counts too.
// CHECK-DAG: RESULT function=scale {{.*}} h2d_bytes=4000 d2h_bytes=4000 launches=1
// CHECK-DAG: RESULT function=halve_until_small {{.*}} h2d_bytes=4000 d2h_bytes=4044 launches=
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 1000)
void scale(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
}

// Ten steps: the largest element of a in [0, 1) halves below 0.001 after
// ten halvings at most; each step reads the maximum back (4 bytes), and
// the last test of the condition too.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000)
int halve_until_small(int n, float *a) {
  float big = 1.0f;
  int steps = 0;
  while (big > 0.001f && steps < 10) {
    big = 0.0f;
    for (int i = 0; i < n; ++i) {
      a[i] *= 0.5f;
      big = a[i] > big ? a[i] : big;
    }
    ++steps;
  }
  return steps;
}
