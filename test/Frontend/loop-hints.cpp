// RUN: loopgen %s -Rpass=loopgen-lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Hints for the host's compiler on loops (#pragma unroll, #pragma GCC
// unroll, #pragma clang loop) and __restrict__ parameters are accepted:
// the loops are lowered as if the hints were not there, with a remark.
#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n])
#pragma loopgen validate(n = 100, m = 37)
void row_sums(int n, int m, const float *__restrict__ a,
              float *__restrict__ out) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma unroll 4
    for (int j = 0; j < m; j++)
      s += a[i * m + j];
    out[i] = s;
  }
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    out[i] = out[i] > 0 ? out[i] : -out[i];
}
// CHECK: loop-hints.cpp:11:15: remark: this loop hint is for the host's compiler; loopgen ignores it and chooses its own unrolling [-Rpass=loopgen-lower]
// CHECK: loop-hints.cpp:14:9: remark: this loop hint is for the host's compiler; loopgen ignores it and chooses its own unrolling [-Rpass=loopgen-lower]
// CHECK: loop-hints.cpp:19:13: remark: this loop hint is for the host's compiler; loopgen ignores it and chooses its own unrolling [-Rpass=loopgen-lower]
// CHECK-NOT: error
// VALID: RESULT function=row_sums status=PASS
