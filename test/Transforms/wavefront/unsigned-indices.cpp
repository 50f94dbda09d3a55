// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --no-wave-tiles -o - 2>/dev/null | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=3 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Wavefronts over size_t indices: the skew's coefficient -1 has the
// indices' 64-bit unsigned type, so it is written -1ull (2^64 - 1, which
// subtracts modulo 2^64). Written -1u it was 2^32 - 1, and every element
// off the first wavefront was wrong.
#include <cstddef>
#define N 128

#pragma loopgen offload
#pragma loopgen validate(n = 101)
void forward_columns(size_t n, const double L[N][N], double x[N]) {
  // CHECK: x[-1ull * j + wave] -= L[(-1ull * j + wave) * 128 + j] * x[j];
  for (size_t j = 0; j < n; ++j) {
    x[j] /= L[j][j];
    for (size_t i = j + 1; i < n; ++i)
      x[i] -= L[i][j] * x[j];
  }
}

#pragma loopgen offload
#pragma loopgen validate(steps = 3, n = 77)
void seidel(size_t steps, size_t n, double u[N][N]) {
  // CHECK: u[i * 128 + (-1ull * i - 2u * t + wave)] =
  for (size_t t = 0; t < steps; t++)
    for (size_t i = 1; i < n - 1; i++)
      for (size_t j = 1; j < n - 1; j++)
        u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}
// VALID: PASS: 2 of 2 functions match the sequential original
