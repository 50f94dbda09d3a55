// RUN: loopgen %s --emit=loopir 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// The _Pragma operator says what #pragma says, written in place or from a
// macro (with or without arguments): the clauses reach the loop that
// follows it.
// clang-format off
#define PARALLEL_NOTILE _Pragma("loopgen parallel notile")
#define SEQUENTIAL(x) _Pragma("loopgen sequential")
#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n], C[n][n])
#pragma loopgen validate(n = 40)
void products(int n, const float *A, const float *B, float *C) {
  _Pragma("loopgen parallel tile(16)")
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
  PARALLEL_NOTILE
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      SEQUENTIAL(k)
      for (int k = 0; k < n; ++k)
        s += A[k * n + i] * B[k * n + j];
      C[i * n + j] += s;
    }
}
// CHECK: for i in [0, n) parallel (asserted parallel) [tiled in shared memory: A[i * n + k] B[k * n + j]; blocks 8x8/16 4x4/16 2x2/16] [grid y] @kernel {
// CHECK: for i in [0, n) parallel (asserted parallel)
// CHECK-NOT: tiled
// CHECK: for k in [0, n) sequential (asserted sequential) {
// VALID: PASS: 1 of 1
