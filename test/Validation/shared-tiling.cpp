// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_TILING=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TILING=1 loopgen %s --no-promotion --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TILING=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: env LOOPGEN_TILING=1 not loopgen %s --validate --emulate --inject-unwritten-element | FileCheck %s --check-prefix=FAULT
// Kernels whose sequential loop reads operands the threads of a block
// share run tiled in shared memory, in the styles people write them, at
// sizes that are not multiples of any tile, over rectangles and triangles;
// tiled (LOOPGEN_TILING=1), as written (=0) and as the host chooses, each
// matches the sequential original. A kernel made to skip an output is
// caught, so the tiled kernels are the ones that ran.
#include <algorithm>
#include <vector>

// Matrix product into the output element, linear indices.
#pragma loopgen offload
#pragma loopgen array(A[n][p], B[p][m], C[n][m])
#pragma loopgen validate(n = 67, m = 45, p = 71)
void product(int n, int m, int p, const float *A, const float *B, float *C) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      C[i * m + j] = 0;
      for (int k = 0; k < p; ++k)
        C[i * m + j] += A[i * p + k] * B[k * m + j];
    }
}
// CHECK: shared-tiling.cpp:[[@LINE-7]]:3: remark: kernel at shared-tiling.cpp:[[@LINE-7]]:3 tiled in shared memory: A[i * p + k], B[k * m + j] read from tiles of 8 iterations of 'k'; outputs per block 128x128, 64x64, 32x32

// PolyBench's syrk: a lower triangle, the transposed operand read along
// rows, a scale before the loop.
#define N 50
#define M 37
#pragma loopgen offload
#pragma loopgen validate(n = N, m = M, alpha = 1.5, beta = 1.2)
void syrk(int n, int m, double alpha, double beta, double C[N][N],
          double A[N][M]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
// CHECK: remark: kernel at {{.*}} tiled in shared memory: A[i][k], A[j][k] read from tiles of 8 iterations of 'k'; outputs per block 64x64, 32x32

// Min-plus on std::vectors with std::min, the accumulator a local.
#pragma loopgen offload
#pragma loopgen array(d[n * n], r[n * n])
#pragma loopgen validate(n = 53)
void shortcut(int n, const std::vector<float> &d, std::vector<float> &r) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float v = 1e30f;
      for (int k = 0; k < n; ++k)
        v = std::min(v, d[i * n + k] + d[k * n + j]);
      r[i * n + j] = v;
    }
}
// CHECK: remark: kernel at {{.*}} tiled in shared memory: d[i * n + k], d[k * n + j] read from tiles

// An upper triangle whose loop starts at the row (k >= i): each thread
// skips the iterations outside its own range; a vector read along k only
// and integer division by it.
#pragma loopgen offload
#pragma loopgen array(a[n][n], w[n], s[n][n])
#pragma loopgen validate(n = 41)
void upper(int n, const int *a, const int *w, int *s) {
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j) {
      int t = 0;
      for (int k = i; k < n; ++k)
        t += a[k * n + i] * a[k * n + j] / (1 + (w[k] & 7));
      s[i * n + j] = t;
    }
}
// CHECK: remark: kernel at {{.*}} tiled in shared memory: a[k * n + i], a[k * n + j], w[k] read from tiles of 8 iterations of 'k'; outputs per block 128x128, 64x64, 32x32

// PASS: PASS: 4 of 4 functions match the sequential original
// FAULT: FAIL: 0 of 4 functions match the sequential original
