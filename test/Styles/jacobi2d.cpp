// RUN: loopgen %bench/styles/jacobi2d_pointers.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_pointers.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/jacobi2d_carray.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_carray.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/jacobi2d_swap.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_swap.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/jacobi2d_vector.cpp -o - | FileCheck %s
// RUN: loopgen %bench/styles/jacobi2d_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// jacobi-2d written in the styles of bench/styles (pointers, PolyBench's C
// arrays, one sweep per helper call, std::vector): every style lowers to two
// 2-D kernels launched in the host's time loop, and validates.
// CHECK: {{__glob[a]l__}} void jacobi2d_kernel0(
// CHECK: {{__glob[a]l__}} void jacobi2d_kernel1(
// CHECK-NOT: __global__
// CHECK: for (int t = 0; t < tsteps; ++t) {
// CHECK: LOOPGEN_LAUNCH(jacobi2d_kernel0,
// CHECK: LOOPGEN_LAUNCH(jacobi2d_kernel1,
// VALID: PASS: 1 of 1
