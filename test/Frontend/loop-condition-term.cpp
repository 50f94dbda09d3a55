// RUN: loopgen %s --emit=loopir | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// A loop condition may add to the index a term without it (`i + d < n`
// is `i < n - d`, the diagonals of an interval table). For unsigned
// indices the bound stops at 0: `i + 1 < n` with n = 0 runs no iteration,
// where n - 1 would wrap around.
#include <cstddef>
#define N 48

#pragma loopgen offload
#pragma loopgen validate(n = 40)
void diagonals(int n, double A[N][N]) {
  for (int d = 1; d < n; d++)
    // CHECK: for i in [0, n - d) parallel [grid x] @kernel {
    for (int i = 0; i + d < n; i++)
      A[i][i + d] = A[i][i + d - 1] + A[i + 1][i + d];
}

#pragma loopgen offload
#pragma loopgen validate(n = 40)
#pragma loopgen array(a[n + 1])
void pairs(size_t n, float *a) {
  // CHECK: for i in [0, n >= 1u ? n - 1u : 0u) parallel [grid x] @kernel {
  for (size_t i = 0; i + 1 < n; ++i)
    a[i] = a[i] * 2 + 1;
}
// VALID: PASS: 2 of 2 functions match the sequential original
