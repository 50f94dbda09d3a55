// RUN: loopgen --format-style=none %bench/styles/jacobi2d_pointers.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_pointers.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %bench/styles/jacobi2d_carray.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_carray.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %bench/styles/jacobi2d_swap.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_swap.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen --format-style=none %bench/styles/jacobi2d_vector.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// jacobi-2d written in the styles of bench/styles (pointers, PolyBench's C
// arrays, one sweep per helper call, std::vector): every style lowers to two
// 2-D kernels in the host's time loop, which runs as one persistent kernel
// of two phases where they fit the GPU at once and launches them step by
// step elsewhere, and validates.
// CHECK: {{__glob[a]l__}} void __launch_bounds__(1024) jacobi2d_persistent0(
// CHECK: {{__glob[a]l__}} void jacobi2d_kernel1(
// CHECK: {{__glob[a]l__}} void jacobi2d_kernel2(
// CHECK-NOT: __global__
// CHECK: LOOPGEN_LAUNCH_PERSISTENT(jacobi2d_persistent0,
// CHECK: for (int t = 0; t < tsteps; ++t) {
// CHECK: LOOPGEN_LAUNCH(jacobi2d_kernel1,
// CHECK: LOOPGEN_LAUNCH(jacobi2d_kernel2,
// VALID: PASS: 1 of 1
