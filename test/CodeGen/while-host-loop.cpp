// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// A while loop around kernels is a host loop: each step reads back the
// device scalars its condition tests, leaves when the condition fails, and
// launches the kernels of its body.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(u[n], tmp[n])
int relax(int n, float *u, float *tmp, float tol) {
  int iters = 0;
  float err = 1e30f;
  while (err > tol && iters < 1000) {
    for (int i = 1; i < n - 1; ++i)
      tmp[i] = 0.5f * (u[i - 1] + u[i + 1]);
    err = 0.0f;
    for (int i = 1; i < n - 1; ++i) {
      err = std::fmax(err, std::fabs(tmp[i] - u[i]));
      u[i] = tmp[i];
    }
    ++iters;
  }
  return iters;
}
// IR: for step in [0, steps) while (err > tol) && (iters < 1000) sequential {
// CHECK-LABEL: int relax(int n, float *u, float *tmp, float tol)
// CHECK: int iters = 0;
// CHECK: loopgen_set_scalar(d_err, (float)(1e30f));
// CHECK: for (long step = 0;; ++step) {
// CHECK-NEXT: { // The condition reads values the GPU computed.
// CHECK-NEXT: float err;
// CHECK-NEXT: LOOPGEN_CHECK(
// CHECK-NEXT: loopgen_memcpy(&err, d_err, sizeof(float), cudaMemcpyDeviceToHost));
// CHECK-NEXT: if (!((err > tol) && (iters < 1000)))
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK: LOOPGEN_LAUNCH(relax_kernel0
// CHECK: loopgen_set_scalar(d_err, (float)(0.0f));
// CHECK: LOOPGEN_LAUNCH(relax_kernel1
// CHECK: iters += 1;
// CHECK-NEXT: }
// CHECK: const int result = iters;
