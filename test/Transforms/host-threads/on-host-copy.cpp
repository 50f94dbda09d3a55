// RUN: loopgen %s -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --target=openmp --validate --size n=200 --size alpha=1.5 --size beta=1.2 2>&1 | FileCheck %s --check-prefix=VALID
// Below LOOPGEN_HOST_BELOW the call runs the original on the host: its
// parallel loops run on all cores there, with the pragmas --target=openmp
// writes (validated by the second RUN line; the GPU path is validated by
// the other tests).
#include <cmath>

// CHECK-LABEL: {{^}}void gesummv_on_host(
// CHECK: {{^ *}}#pragma omp parallel for private(j)
// CHECK-NEXT: {{^ *}}for (i = 0; i < n; i++) {
// CHECK-LABEL: {{^}}void gesummv(
// CHECK-NOT: {{^ *}}#pragma omp
// CHECK: LOOPGEN_KERNELS_BEGIN
#pragma loopgen offload
#pragma loopgen array(A[n][n], B[n][n], x[n], y[n], tmp[n])
void gesummv(int n, double alpha, double beta, const double *A,
             const double *B, const double *x, double *y, double *tmp) {
  int i, j;
  for (i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < n; j++) {
      tmp[i] = A[i * n + j] * x[j] + tmp[i];
      y[i] = B[i * n + j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
// VALID: PASS: 1 of 1
