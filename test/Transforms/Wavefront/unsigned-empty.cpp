// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu -o - 2>/dev/null | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 timeout 120 loopgen %s --force-gpu --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 timeout 120 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Wavefronts over size_t indices count in a signed type: at n = 0 the
// range of w, 0 to 2n - 1, is empty. Counted in size_t, 2n - 1 was
// 2^64 - 1 and the call never ended (found by a style campaign).
#include <cstddef>

static void init_dominant(size_t n, double *A) {
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 40) init(init_dominant)
void lu(size_t n, double *A) {
  // CHECK: for (long long wave = (long long)0u; wave < (long long)(2u * n - 1u);
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < i; j++) {
      for (size_t k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      A[i * n + j] /= A[j * n + j];
    }
    for (size_t j = i; j < n; j++)
      for (size_t k = 0; k < i; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
}
// VALID: PASS: 1 of 1 functions match the sequential original
