// RUN: loopgen %s --force-gpu -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --force-gpu --print-after=tile-waves -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --force-gpu -o - 2>/dev/null | FileCheck %s --check-prefix=CUDA
// RUN: loopgen %s --force-gpu --no-wave-tiles -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=0 --size m=5 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=130 --size m=7 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_WAVE_TILE=32x5 loopgen %s --force-gpu --validate --emulate --size n=41 --size m=66 | FileCheck %s --check-prefix=VALID
// Wavefronts of cheap iterations run as wavefronts of tiles: a block of
// 64 threads (one per i) sweeps 32 wavefronts of its tile, a barrier after
// each, and the host launches one kernel per wavefront of tiles. Validated
// at sizes that are no multiple of the tile, empty, and with another tile.
#include <algorithm>
#define N 140

// Edit distance over a flat table.
#pragma loopgen offload
#pragma loopgen array(a[n], b[m], D[(n + 1) * (m + 1)])
#pragma loopgen validate(n = 75, m = 90)
void edit_distance(int n, int m, const char *a, const char *b, int *D) {
  for (int i = 0; i <= n; i++)
    D[i * (m + 1)] = i;
  for (int j = 0; j <= m; j++)
    D[j] = j;
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each: isl proves that every dependence goes to a later wavefront, and none back along 'i'
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 64 iterations of 'i' by 32 wavefronts, a block per tile sweeping its wavefronts with a barrier after each, one launch per wavefront of tiles (tile_wave)
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int c = a[i - 1] == b[j - 1] ? 0 : 1;
      D[i * (m + 1) + j] =
          std::min(std::min(D[(i - 1) * (m + 1) + j] + 1,
                            D[i * (m + 1) + j - 1] + 1),
                   D[(i - 1) * (m + 1) + j - 1] + c);
    }
}
// IR-LABEL: func edit_distance(
// IR: var tiles_i: long long = (((long long)n > 0 ? (long long)n : 0) + 63) / 64
// IR-NEXT: var tiles_wave: long long = (((long long)(m + n - 1) > 0 ? (long long)(m + n - 1) : 0) + 31) / 32
// IR-NEXT: for tile_wave in [0, tiles_i + tiles_wave - 1) sequential [wavefronts] @host {
// IR-NEXT: for i in [(int)((long long)1 + 64 * (tile_wave + 1 - tiles_wave > 0 ? tile_wave + 1 - tiles_wave : 0)), {{.*}}) parallel [blocks of 64 threads sweep their tiles in lockstep] [grid x] @kernel {
// IR-NEXT: for sweep in [0, 32) sequential {
// IR-NEXT: var wave_1: int = (int)((long long)2 + (tile_wave - ((long long)i - (long long)1) / 64) * 32 + (long long)sweep)
// IR-NEXT: if (long long)wave_1 < (long long)(m + n + 1) {
// IR-NEXT: if (-1 * i + wave_1 >= 1) && (-1 * i + wave_1 < m + 1) {

// CUDA-LABEL: {{^}}// loopgen: kernel for the loop at tiles.cpp:{{[0-9]+}}:3 (grid x: i; blocks of 64 sweep their tiles)
// CUDA: {{^ +}}const bool loopgen_in =
// CUDA-NEXT: {{^ +}}i <
// CUDA: {{^ +}}for (int sweep = 0; sweep < 32; ++sweep) {
// CUDA-NEXT: {{^ +}}if (loopgen_in) {
// CUDA: {{^ +}}__syncthreads();
// CUDA: {{^ +}}const dim3 loopgen_block(64);
// CUDA-NEXT: {{^ +}}const dim3 loopgen_blocks((unsigned)((trips_x + 63) / 64));

// OFF-NOT: in tiles

// Longest common subsequence of suffixes: both loops count down.
#pragma loopgen offload
#pragma loopgen validate(n = 70, m = 101)
void common_suffixes(int n, int m, const char a[N], const char b[N],
                     int S[N + 1][N + 1]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = -i - j
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 64 iterations of 'i'
  for (int i = n - 1; i >= 0; i--)
    for (int j = m - 1; j >= 0; j--) {
      if (a[i] == b[j])
        S[i][j] = S[i + 1][j + 1] + 1;
      else
        S[i][j] = std::max(S[i + 1][j], S[i][j + 1]);
    }
}

// Smith-Waterman: tiles reduce the best score, as the wavefronts did.
#pragma loopgen offload
#pragma loopgen validate(n = 99, m = 67)
void local_alignment(int n, int m, const char a[N], const char b[N],
                     int H[N + 1][N + 1], int best[1]) {
  int score = 0;
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 64 iterations of 'i'
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int h = std::max(0, std::max(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3),
                                   std::max(H[i - 1][j] - 2, H[i][j - 1] - 2)));
      H[i][j] = h;
      score = std::max(score, h);
    }
  best[0] = score;
}

// A 9-point Gauss-Seidel sweep in place: w = 2i + j, and its tiles are
// parallelograms of (i, j).
#pragma loopgen offload
#pragma loopgen validate(n = 77)
void sweep9(int n, float A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = 2*i + j
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 64 iterations of 'i'
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                 A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                 A[i + 1][j] + A[i + 1][j + 1]) / 9.0f;
}

// Each cell runs a loop: a warp runs each cell instead.
#pragma loopgen offload
#pragma loopgen validate(n = 45)
void intervals(int n, int T[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave do not run in tiles: each iteration runs a loop (a warp runs each instead)
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      int best = T[i + 1][j];
      for (int k = i + 1; k < j; k++)
        best = std::max(best, T[i][k] + T[k + 1][j]);
      T[i][j] = best + 1;
    }
}
// VALID: PASS: 5 of 5 functions match the sequential original
