// RUN: loopgen %bench/styles/matmul_array.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_array.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_array_unroll.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_array_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_carray.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_carray.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_carray_unroll.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_carray_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_helper.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_helper.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_helper_unroll.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_helper_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_local.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_local.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_local_unroll.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_local_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_vector.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_vector_unroll.cpp --format-style=none -o - | FileCheck %s --check-prefix=TILED
// RUN: loopgen %bench/styles/matmul_vector_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/matmul_array.cpp --no-tiling -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/matmul_array_unroll.cpp --no-tiling -o - | FileCheck %s --check-prefix=UNROLL
// RUN: env LOOPGEN_TILING=1 loopgen %bench/styles/matmul_array.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_TILING=1 loopgen %bench/styles/matmul_vector_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// The matrix product written in the styles of bench/styles (array, carray, helper, local, vector), plain and
// with the seed's unroll: every style lowers to one kernel whose inner
// loop keeps the output element in a register (no access to 'C' inside
// it) and stores it once after the loop, and validates in the emulation.
// Every style is tiled in shared memory (the seed's unroll sets the
// outputs per thread), the output element one register per output; as
// written (--no-tiling), the same holds of the band kernel.
// The GPU times of the styles are in bench/RESULTS.md.
// TILED: template <int LOOPGEN_Y, int LOOPGEN_X, int LOOPGEN_DEPTH>
// TILED-NEXT: __global__ void __launch_bounds__(256) matmul_kernel0(
// TILED: loopgen_kt = loopgen_k_begin;
// TILED-NOT: C[
// TILED: C[{{.*}}] = {{[A-Za-z_0-9]+}}[loopgen_a][loopgen_b];
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
