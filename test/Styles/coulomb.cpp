// RUN: loopgen %bench/styles/coulomb_array.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/coulomb_array.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_array_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/coulomb_array_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_helper.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/coulomb_helper.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_helper_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/coulomb_helper_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_local.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/coulomb_local.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_local_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/coulomb_local_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_vector.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/coulomb_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/coulomb_vector_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/coulomb_vector_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// Direct coulomb summation written in the styles of bench/styles (array, helper, local, vector), plain and
// with the seed's unroll: every style lowers to one kernel whose inner
// loop keeps the output element in a register (no access to 'energy' inside
// it) and stores it once after the loop, and validates in the emulation.
// The GPU times of the styles are in bench/RESULTS.md.
// PLAIN: {{__glob[a]l__}} void coulomb_kernel0(
// PLAIN-NOT: __global__
// PLAIN: for (int a = 0; a < natoms; ++a) {
// PLAIN-NOT: energy[
// PLAIN: {{^    }}}
// PLAIN: energy[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// UNROLL: {{__glob[a]l__}} void coulomb_kernel0(
// UNROLL-NOT: __global__
// UNROLL: for (int {{.*}}) {
// UNROLL-NOT: energy[
// UNROLL: {{^      }}}
// UNROLL: energy[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// VALID: PASS: 1 of 1
