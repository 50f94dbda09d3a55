// RUN: loopgen %s --force-gpu -o - 2>/dev/null | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=0 | FileCheck %s --check-prefix=VALID
// A parallel loop over an unsigned index counting down: the threads past
// its end would compute an index below 0, which wraps around to a large
// value that passes `i > 0`; they are told apart by their position, in 64
// bits (a style campaign found the out-of-bounds writes).
#include <cstddef>
#define N 140

#pragma loopgen offload
#pragma loopgen validate(n = 75)
void down64(size_t n, const float A[N], float B[N]) {
  // CHECK: const unsigned long i =
  // CHECK-NEXT: n + (unsigned long)(blockIdx.x * blockDim.x + threadIdx.x) * (-1);
  // CHECK-NEXT: if ((long long)(n) - (long long)(blockIdx.x * blockDim.x + threadIdx.x) * 1 >
  // CHECK-NEXT: (long long)(0)) {
  for (size_t i = n; i > 0; --i)
    B[i - 1] = 2.0f * A[i - 1];
}

#pragma loopgen offload
#pragma loopgen validate(n = 75)
void down32(unsigned n, const float A[N], float C[N]) {
  for (unsigned i = n; i > 0; --i)
    C[i - 1] = 3.0f * A[i - 1];
}
// VALID: PASS: 2 of 2 functions match the sequential original
