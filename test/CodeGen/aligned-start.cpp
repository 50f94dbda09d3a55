// RUN: loopgen %s --no-tiling -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// A stencil's x loop starts at 1: its threads start at 0 (thread 0 idle),
// so that each warp's loads and stores begin at a 128-byte line instead of
// straddling two.
#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n])
#pragma loopgen validate(n = 100)
void smooth(int n, const float *A, float *B) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      B[i * n + j] = 0.25f * (A[i * n + j - 1] + A[i * n + j + 1] +
                              A[(i - 1) * n + j] + A[(i + 1) * n + j]);
}
// CHECK: const int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
// CHECK-NEXT: const int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
// CHECK-NEXT: if (j >= 1 && j < n - 1 && i < n - 1) {
// CHECK: const long long trips_x = (long long)(n - 1) - (long long)(0);
// CHECK-NEXT: const long long trips_y = (long long)(n - 1) - (long long)(1);
// VALID: PASS: 1 of 1
