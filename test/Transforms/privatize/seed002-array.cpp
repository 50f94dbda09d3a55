// RUN: loopgen %s --print-after=privatize -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Seed 002's slide: A is declared outside the loop over i; every iteration
// writes all of A before reading it, so A moves into the loop.
#pragma loopgen offload
#pragma loopgen array(B[m][16], out[m])
#pragma loopgen validate(m = 777)
void f(int m, const float *B, float *out) {
  float A[16];
  #pragma loopgen parallel
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < 16; ++j)
      A[j] = 2 * B[i * 16 + j];
    out[i] = 0;
    for (int j = 0; j < 16; ++j)
      out[i] += A[j] * A[15 - j];
  }
}
// CHECK:      for i in [0, m) sequential (asserted parallel) {
// CHECK-NEXT:   array A: float[16]
// VALID: PASS: 1 of 1
