// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o - 2>/dev/null | FileCheck %s --check-prefix=WARP
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// LU with one loop over the row, its k loop bounded by std::min(i, j):
// isl reads k < min(i, j) as k < i and k < j, so that the nest runs as
// wavefronts, a warp per element sharing its k loop.
#include <algorithm>
#define N 64

static void init_dominant(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

// WARP: kernel for the loop at min-bound.cpp:[[@LINE+6]]:3 (grid x: i, one warp per iteration; its lanes share the loop at min-bound.cpp:[[@LINE+8]]:7)
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_dominant)
void lu_min(int n, double A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  // CHECK-NOT: not affine
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      for (int k = 0; k < std::min(i, j); ++k)
        A[i][j] -= A[i][k] * A[k][j];
      if (j < i)
        A[i][j] /= A[j][j];
    }
  }
}
// VALID: PASS: 1 of 1 functions match the sequential original
