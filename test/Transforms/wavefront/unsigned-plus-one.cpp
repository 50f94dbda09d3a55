// RUN: loopgen %s --force-gpu -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=0 --size steps=3 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size steps=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=3 --size steps=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --no-wave-tiles --validate --emulate --size n=33 --size steps=5 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --no-wave-tiles --validate --emulate --size n=0 --size steps=0 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --no-wave-tiles -o - 2>/dev/null | FileCheck %s --check-prefix=CUDA
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_WAVE_TILE3=4x8x3 LOOPGEN_WAVE_TILE=32x3 loopgen %s --force-gpu --validate --emulate --size n=45 --size steps=7 | FileCheck %s --check-prefix=VALID
// Over unsigned indices people write `i + 1 < n` so that n = 0 does not
// wrap; the loop ends at `n >= 1u ? n - 1u : 0u`, which from an index of
// 0 or more runs the iterations of n - 1 taken as a signed value: the
// wavefronts' range is computed so, and the nests run as wavefronts (they
// were refused as bounded by a ?:). Where an int w's bounds held an
// unsigned variable (paths: `n + steps - 2`), C++ compared w with them as
// unsigned: at n = steps = 0 the host looped 2^31 times; w is now a 64-bit
// signed value computed from signed copies.
#include <cstddef>
#define N 64

// A sweep over time steps, 32-bit unsigned.
#pragma loopgen offload
#pragma loopgen validate(steps = 9, n = 41)
void sweep_unsigned(unsigned steps, unsigned n, float A[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t + i + j
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 8 iterations of 't' by 32 of 'i + t'
  for (unsigned t = 0; t < steps; ++t)
    for (unsigned i = 1; i + 1 < n; ++i)
      for (unsigned j = 1; j + 1 < n; ++j)
        A[i][j] = 0.25f * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}

// The same over size_t on a flat array.
#pragma loopgen offload
#pragma loopgen array(u[n][n])
#pragma loopgen validate(steps = 6, n = 37)
void sweep_size_t(size_t steps, size_t n, double *u) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t + i + j
  for (size_t t = 0; t < steps; ++t)
    for (size_t i = 1; i + 1 < n; ++i)
      for (size_t j = 1; j + 1 < n; ++j)
        u[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                               u[i * n + j - 1] + u[i * n + j + 1]);
}

// Unsigned rows, int columns; a table, two loops.
// CUDA-LABEL: void paths(
// CUDA: for (long long wave = 2; wave < (long long)n + (long long)steps - 2;
#pragma loopgen offload
#pragma loopgen validate(steps = 50, n = 41)
void paths(unsigned steps, int n, long long G[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j
  for (unsigned i = 1; i + 1 < steps; ++i)
    for (int j = 1; j < n; ++j)
      G[i][j] = (G[i - 1][j] + G[i][j - 1] + (long long)i) % 1000003;
}

// Mixed: unsigned outer loops ending at n - 1, an int innermost loop.
#pragma loopgen offload
#pragma loopgen validate(steps = 4, n = 30)
void mixed(unsigned steps, unsigned n, double A[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 't', 'i', 'j' run as wavefronts
  for (unsigned t = 0; t < steps; ++t)
    for (unsigned i = 1; i + 1 < n; ++i)
      for (int j = 1; j < (int)n - 1; ++j)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j]) / 4;
}
// VALID: PASS: 4 of 4 functions match the sequential original
