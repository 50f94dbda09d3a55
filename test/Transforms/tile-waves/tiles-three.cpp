// RUN: loopgen %s --force-gpu -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --force-gpu --print-after=tile-waves -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --force-gpu -o - 2>/dev/null | FileCheck %s --check-prefix=CUDA
// RUN: loopgen %s --force-gpu --no-wave-tiles -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=3 --size steps=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=0 --size steps=4 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 --size steps=0 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=29 --size steps=41 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_WAVE_TILE3=4x8x3 loopgen %s --force-gpu --validate --emulate --size n=23 --size steps=9 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_WAVE_TILE3=32x1x5 loopgen %s --force-gpu --validate --emulate --size n=17 --size steps=13 | FileCheck %s --check-prefix=VALID
// Wavefronts of three loops run as wavefronts of 3-D tiles: boxes of
// (t, y, w), y = i + s*t for the least skew s that isl proves leaves no
// dependence going back along y (1 for a time-skewed sweep, 0 for a 3-D
// table, 2 for a stencil two rows deep). A block of 8 x 32 threads sweeps
// 32 wavefronts of its tile. Validated at sizes no multiple of the tile,
// empty, and with other tiles.
#define N 48

// PolyBench's seidel-2d.
#pragma loopgen offload
#pragma loopgen validate(steps = 5, n = 37)
void seidel(int steps, int n, double A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 4*t + 2*i + j, in parallel over 't', 'i' within each: isl proves that every dependence goes to a later wavefront, and none back along 't' nor along 'i + t'
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 8 iterations of 't' by 32 of 'i + t' by 32 wavefronts, a block per tile sweeping its wavefronts with a barrier after each, one launch per wavefront of tiles (tile_wave)
  for (int t = 0; t <= steps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) /
                  9.0;
}
// IR-LABEL: func seidel(
// IR: var tiles_t: long long = (((long long)steps > 0 ? (long long)steps : 0) + 7) / 8
// IR-NEXT: var tiles_i: long long = (((long long)(n + steps - 3) > 0 ? (long long)(n + steps - 3) : 0) + 31) / 32
// IR-NEXT: var tiles_wave: long long = (((long long)(3 * n + 4 * steps - 12) > 0 ? (long long)(3 * n + 4 * steps - 12) : 0) + 31) / 32
// IR-NEXT: for tile_wave in [0, tiles_t + tiles_i + tiles_wave - 2) sequential [wavefronts] @host {
// IR-NEXT: for t in {{.*}} parallel [blocks of 8 x 32 threads sweep their tiles in lockstep] [grid x] @kernel {
// IR-NEXT: for i_skewed in [1 + 32 * (tile_wave + 2 - (tiles_t + tiles_wave) > 0 ? {{.*}}) parallel [grid y] {
// IR-NEXT: for sweep in [0, 32) sequential {
// IR-NEXT: var i_skewed_1: long long = i_skewed - (i_skewed - 1) % 32 + ((i_skewed - 1) % 32 + ((long long)t - (long long)0) % 8) % 32
// IR-NEXT: var i_wide: long long = i_skewed_1 - (long long)t
// IR-NEXT: var wave_1: long long = (long long)3 + (tile_wave - ((long long)t - (long long)0) / 8 - (i_skewed - 1) / 32) * 32 + (long long)sweep
// IR-NEXT: var i_1: int = (int)i_wide
// IR-NEXT: var wave_2: int = (int)wave_1
// IR-NEXT: if (wave_1 >= (long long)3) && (wave_1 < (long long)(3 * n + 4 * steps - 9)) && (i_wide >= (long long)1) && (i_wide < (long long)(n - 1)) {
// IR-NEXT: if (-2 * i_1 - 4 * t + wave_2 >= 1) && (-2 * i_1 - 4 * t + wave_2 < n - 2 + 1) {

// CUDA-LABEL: // loopgen: kernel for the loops at tiles-three.cpp:{{[0-9]+}}:3, tiles-three.cpp:{{[0-9]+}}:5 (grid y: i_skewed, x: t; blocks of 8 x 32 sweep their tiles)
// CUDA: for (int sweep = 0; sweep < 32; ++sweep) {
// CUDA-NEXT: if (loopgen_in) {
// CUDA: __syncthreads();
// CUDA: const dim3 loopgen_block(8, 32);
// CUDA-NEXT: const dim3 loopgen_blocks((unsigned)((trips_x + 7) / 8),
// CUDA-NEXT: (unsigned)((trips_y + 31) / 32));

// OFF-NOT: run in tiles of

// Over-relaxation on a flat float array, both sweeps counting down.
#pragma loopgen offload
#pragma loopgen array(u[n][n])
#pragma loopgen validate(steps = 4, n = 29, w = 1.25)
void sor_down(int steps, int n, float w, float *u) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t - i - j, in parallel over 't', 'i' within each: isl proves that every dependence goes to a later wavefront, and none back along 't' nor along '-i + t'
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 8 iterations of 't' by 32 of '-i + t' by 32 wavefronts
  for (int t = 0; t < steps; ++t)
    for (int i = n - 2; i >= 1; --i)
      for (int j = n - 2; j >= 1; --j)
        u[i * n + j] += w * (0.25f * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                      u[i * n + j - 1] + u[i * n + j + 1]) -
                             u[i * n + j]);
}

// Two rows up and down: a dependence goes two rows back per step.
#pragma loopgen offload
#pragma loopgen validate(steps = 6, n = 40)
void deep(int steps, int n, double A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 't', 'i', 'j' run as wavefronts
  // CHECK-SAME: and none back along 't' nor along 'i + 2*t'
  for (int t = 0; t < steps; t++)
    for (int i = 2; i < n - 2; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.25 * (A[i - 2][j] + A[i + 2][j] + A[i][j - 1] +
                          A[i][j + 1]);
}

// The longest common subsequence of three strings: a 3-D table, no skew.
#pragma loopgen offload
#pragma loopgen validate(n = 21, steps = 17)
void lcs3(int n, int steps, const char a[N], const char b[N], const char c[N],
          int L[N][N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j', 'k' run as wavefronts wave = i + j + k, in parallel over 'i', 'j' within each: isl proves that every dependence goes to a later wavefront, and none back along 'i' nor along 'j'
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 32 iterations of 'i' by 8 of 'j' by 32 wavefronts
  for (int i = 1; i < n; i++)
    for (int j = 1; j < steps; j++)
      for (int k = 1; k < n; k++) {
        int best = L[i - 1][j][k] > L[i][j - 1][k] ? L[i - 1][j][k]
                                                   : L[i][j - 1][k];
        best = best > L[i][j][k - 1] ? best : L[i][j][k - 1];
        L[i][j][k] = a[i] % 7 == b[j] % 7 && b[j] % 7 == c[k] % 7
                         ? L[i - 1][j - 1][k - 1] + 1
                         : best;
      }
}
// A dependence five rows back per step: wavefronts, but no skew up to 4
// makes boxes of (t, i + s*t) tiles.
#pragma loopgen offload
#pragma loopgen validate(steps = 4, n = 40)
void far_rows(int steps, int n, double A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t + 2*i + j, in parallel over 't', 'i' within each: isl proves that every dependence goes to a later wavefront [-Rpass=loopgen-wavefront]
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave do not run in tiles: isl does not prove that no dependence goes back along 'i + s*t' for any s from 0 to 4
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n - 5; i++)
      for (int j = 9; j < n; j++)
        A[i][j] = 0.5 * (A[i + 5][j - 9] + A[i][j - 1]);
}
// VALID: PASS: 5 of 5 functions match the sequential original
