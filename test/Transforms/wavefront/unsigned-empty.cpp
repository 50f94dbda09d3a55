// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --no-wave-tiles -o - 2>/dev/null | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 timeout 120 loopgen %s --force-gpu --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 timeout 120 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Wavefronts over size_t indices count in a signed type: at n = 0 the
// range of w, 0 to 2n - 1, is empty. Counted in size_t, its end wrapped
// to 2^64 - 1 and the call never ended (found by a style campaign). The
// row of each column is fused with the division before it, which runs at
// i = j: a row that started at 0 would not fuse, a size_t index having no
// value below 0.
#include <cstddef>

static void init_solve(size_t n, const double *L, double *x, const double *b) {
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < n; j++)
      const_cast<double *>(L)[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
    x[i] = 0;
    const_cast<double *>(b)[i] = 1 + i % 5;
  }
}

#pragma loopgen offload
#pragma loopgen array(L[n][n], x[n], b[n])
#pragma loopgen validate(n = 40) init(init_solve)
void forward_columns(size_t n, const double *L, double *x, const double *b) {
  // CHECK: for (long long wave = (long long)0u; wave < (long long)(2u * n - 1u);
  for (size_t j = 0; j < n; ++j) {
    x[j] = (x[j] + b[j]) / L[j * n + j];
    for (size_t i = j + 1; i < n; ++i)
      x[i] -= L[i * n + j] * (x[j] + b[j]);
  }
}

// A row whose first statement would run at i = -1: not fused over a size_t
// index (fused, the row's range began at 2^64 - 1 and nothing ran).
#pragma loopgen offload
#pragma loopgen array(L[n][n], x[n], b[n])
#pragma loopgen validate(n = 40) init(init_solve)
void forward_rows(size_t n, const double *L, double *x, const double *b) {
  for (size_t i = 0; i < n; i++) {
    x[i] = b[i];
    for (size_t j = 0; j < i; j++)
      x[i] -= L[i * n + j] * x[j];
    x[i] = x[i] / L[i * n + i];
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
