// RUN: loopgen %s --emit=harness -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -cubin -arch=sm_90 -O3 -std=c++17 -w %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=EMU
// On a GPU the harness notes each kernel at its first launch (registers,
// local memory, occupancy) and prints a KERNEL line for it; the emulation
// has no such figures and prints none.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000, a = 2)
void saxpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
// CHECK: {{^ +}}cudaOccupancyMaxActiveBlocksPerMultiprocessor(
// CHECK-NEXT: {{^ +}}&loopgen_blocks, loopgen_fn, loopgen_threads, loopgen_shared);
// CHECK: {{^}}#define LOOPGEN_LAUNCH(loopgen_kernel, loopgen_grid_dim, loopgen_block_dim,
// CHECK-NEXT: {{^ +}}loopgen_shared, ...)
// CHECK-NEXT: {{^ +}}(loopgen_harness::loopgen_note_kernel(#loopgen_kernel,
// CHECK: {{^ +}}LOOPGEN_LAUNCH(saxpy_kernel0,
// CHECK: {{^ +}}loopgen_harness::loopgen_print_kernels();
// EMU-NOT: {{^}}KERNEL name=
// EMU: PASS: 1 of 1
