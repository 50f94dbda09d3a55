// RUN: loopgen %s --validate --emulate | FileCheck %s
// C-array parameters decay to pointers: the harness passes its buffers as
// pointers to their first element or row.
#pragma loopgen offload
#pragma loopgen validate(n = 100)
void scale1(int n, const float A[100], float B[100]) {
  #pragma loopgen parallel unroll(4)
  for (int i = 0; i < n; ++i) B[i] = 2 * A[i];
}
#pragma loopgen offload
#pragma loopgen array(B[64][48])
void scale2(const float A[64][48], float B[][48]) {
  #pragma loopgen parallel
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 48; ++j)
      B[i][j] = A[i][j] + 1;
}
// CHECK: PASS: 2 of 2
