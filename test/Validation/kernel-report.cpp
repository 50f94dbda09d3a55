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
// CHECK: cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, Fn, Threads, Shared);
// CHECK: #define LOOPGEN_LAUNCH(kernel, grid, block, shared, ...)
// CHECK-NEXT: (loopgen_harness::noteKernel(#kernel, (const void *)kernel, block, shared),
// CHECK: LOOPGEN_LAUNCH(saxpy_kernel0,
// CHECK: loopgen_harness::printKernels();
// EMU-NOT: {{^}}KERNEL name=
// EMU: PASS: 1 of 1
