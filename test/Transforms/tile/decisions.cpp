// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --no-tiling -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: loopgen %s --emit=loopir 2>&1 | FileCheck %s --check-prefix=IR
// What the tiling pass decides, and why: a remark for each kernel with a
// sequential loop, a warning where `tile` cannot be honoured.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n], c[n][n], x[n], y[n])
void f(int n, const float *a, const float *b, float *c, const float *x,
       float *y) {
  // Operands shared by the block's rows and columns: tiled.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
  // CHECK: decisions.cpp:[[@LINE-7]]:3: remark: kernel at decisions.cpp:[[@LINE-7]]:3 tiled in shared memory: a[i * n + k], b[k * n + j] read from tiles of 8 iterations of 'k'
  // OFF: decisions.cpp:[[@LINE-8]]:3: remark: kernel at decisions.cpp:[[@LINE-8]]:3 not tiled: --no-tiling
  // IR: for i in [0, n) parallel [tiled in shared memory: a[i * n + k] b[k * n + j]; blocks 8x8/8 4x4/16 2x2/16]

  // notile forbids it.
  #pragma loopgen parallel notile
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] += s;
    }
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-7]]:3 not tiled: notile asks so

  // Every read moves with both band indices: nothing to share.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + j] * k;
      c[i * n + j] = s;
    }
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-7]]:3 not tiled in shared memory: no read in the loop over 'k' is shared by the threads of a block

  // A thread's own array would not become registers.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float acc[2];
      acc[0] = acc[1] = 0;
      for (int k = 0; k < n; ++k)
        acc[k & 1] += a[i * n + k] * b[k * n + j];
      c[i * n + j] = acc[0] - acc[1];
    }
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-8]]:3 not tiled in shared memory: each thread declares the array 'acc'

  // Two loops one after the other.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0, t = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      for (int k = 0; k < n; ++k)
        t += a[k * n + i];
      c[i * n + j] = s * t;
    }
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-9]]:3 not tiled in shared memory: each thread runs several sequential loops one after the other

  // A 1-D kernel: tile is ignored, with the reason.
  #pragma loopgen parallel tile
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int k = 0; k < n; ++k)
      s += a[i * n + k] * x[k];
    y[i] = s;
  }
  // CHECK: decisions.cpp:[[@LINE-7]]:11: warning: tile is ignored: it is not a 2-D band

  // tile(depth) sets the depth; an unroll(y, x) asking for fewer outputs
  // per thread than the tiled kernel computes is not used, with a warning.
  #pragma loopgen parallel unroll(4, 2) tile(32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[k * n + i] * b[k * n + j];
      c[i * n + j] = s;
    }
  // CHECK: decisions.cpp:[[@LINE-8]]:11: warning: unroll(4, 2) is not used by the tiled kernel: 4x2 outputs per thread would be slower than the 8x8 it computes where the grid fills the GPU (smaller blocks where it does not)
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-8]]:3 tiled in shared memory: a[k * n + i], b[k * n + j] read from tiles of 32 iterations of 'k'; outputs per block 128x128, 64x64, 32x32, tiled whatever the grid (tile)
}

// unroll(y, x) asking for more outputs per thread than the first register
// block (8x8 doubles, where 4x4 is the first) sets it.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n], c[n][n])
void g(int n, const double *a, const double *b, double *c) {
  #pragma loopgen parallel unroll(8, 8)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
  // CHECK-NOT: warning
  // CHECK: remark: kernel at decisions.cpp:[[@LINE-8]]:3 tiled in shared memory: a[i * n + k], b[k * n + j] read from tiles of 8 iterations of 'k'; outputs per block 128x128, 64x64, 32x32
}
