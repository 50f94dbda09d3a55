// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// A sequential time loop around parallel loops stays on the host and
// launches the kernels inside it; data stays on the device.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, int steps, float *a, float *b) {
  for (int t = 0; t < steps; ++t) {
    float w = 0.5f * t;
    for (int i = 1; i < n - 1; ++i)
      b[i] = w * (a[i - 1] + a[i + 1]);
    for (int i = 1; i < n - 1; ++i)
      a[i] = b[i];
  }
}
// REMARK: remark: loop over 't' is sequential
// CHECK: for (int t = 0; t < steps; ++t) {
// CHECK-NEXT: float w = 0.5f * t;
// CHECK-NEXT: { // f_kernel0
// CHECK: LOOPGEN_LAUNCH(f_kernel0, {{.*}}, 0, n, w, d_a, d_b);
// CHECK: LOOPGEN_LAUNCH(f_kernel1,
// The copies back happen once, after the time loop.
// CHECK: LOOPGEN_KERNELS_END();
// CHECK-NEXT: LOOPGEN_CHECK(cudaMemcpy(a, d_a,
