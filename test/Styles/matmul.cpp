// RUN: loopgen %bench/styles/matmul_array.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_array.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_array_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/matmul_array_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_carray.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_carray.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_carray_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/matmul_carray_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_helper.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_helper.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_helper_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/matmul_helper_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_local.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_local.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_local_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/matmul_local_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_vector.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_vector_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/matmul_vector_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// The matrix product written in the styles of bench/styles (array, carray, helper, local, vector), plain and
// with the seed's unroll: every style lowers to one kernel whose inner
// loop keeps the output element in a register (no access to 'C' inside
// it) and stores it once after the loop, and validates in the emulation.
// The GPU times of the styles are in bench/RESULTS.md.
// PLAIN: {{__glob[a]l__}} void matmul_kernel0(
// PLAIN-NOT: __global__
// PLAIN: for (int k = 0; k < p; ++k) {
// PLAIN-NOT: C[
// PLAIN: {{^    }}}
// PLAIN: C[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// UNROLL: {{__glob[a]l__}} void matmul_kernel0(
// UNROLL-NOT: __global__
// UNROLL: for (int {{.*}}) {
// UNROLL-NOT: C[
// UNROLL: {{^      }}}
// UNROLL: C[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// VALID: PASS: 1 of 1
