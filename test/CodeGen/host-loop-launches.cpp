// RUN: loopgen --format-style=none %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// A sequential time loop around parallel loops stays on the host and
// launches the kernels inside it; data stays on the device. Each launch
// has n - 2 iterations, as many as there are steps in order of growth:
// below LOOPGEN_HOST_BELOW iterations the original runs on the host. Where
// the kernels fit the GPU at once the loop runs as one persistent kernel
// (CodeGen/persistent-kernel.cpp); elsewhere it launches them step by step.
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
// REMARK: :{{[0-9]+}}:3: warning: 'f' runs on the host as written when its kernels have few iterations per launch (below LOOPGEN_HOST_BELOW, 1024 by default for a loop that runs as one persistent kernel, at run time)
// CHECK: void f_on_host(int n, int steps, float *a, float *b) {
// CHECK-LABEL: void f(int n, int steps, float *a, float *b) {
// Unless a data region holds its arrays on the GPU (then it runs there).
// CHECK-NEXT: if (((long long)(n - 1 - 1) < loopgen_host_below(1024)) && !loopgen_any_held({{[{][{]}}a, (size_t)(n) * sizeof(float)}, {b, (size_t)(n) * sizeof(float)}})) { // Too little work for the GPU.
// CHECK-NEXT: loopgen_report_small("f");
// CHECK-NEXT: return f_on_host(n, steps, a, b);
// CHECK: } else {
// CHECK-NEXT: for (int t = 0; t < steps; ++t) {
// CHECK-NEXT: float w = 0.5f * t;
// CHECK-NEXT: { // f_kernel1
// CHECK: LOOPGEN_LAUNCH(f_kernel1, {{.*}}, 0, n, w, d_a, d_b);
// CHECK: LOOPGEN_LAUNCH(f_kernel2,
// The copies back happen once, after the time loop.
// CHECK: LOOPGEN_KERNELS_END();
// CHECK-NEXT: {
// CHECK-NEXT: const loopgen_copy loopgen_copies[] = {
// CHECK-NEXT: {a, d_a, (present_a) ? (size_t)0 : (size_t)(n) * sizeof(float)},
