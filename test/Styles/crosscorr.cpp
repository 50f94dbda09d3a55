// RUN: loopgen %bench/styles/crosscorr_array.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/crosscorr_array.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_array_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/crosscorr_array_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_helper.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/crosscorr_helper.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_helper_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/crosscorr_helper_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_local.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/crosscorr_local.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_local_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/crosscorr_local_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_vector.cpp -o - | FileCheck %s --check-prefix=PLAIN
// RUN: loopgen %bench/styles/crosscorr_vector.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %bench/styles/crosscorr_vector_unroll.cpp -o - | FileCheck %s --check-prefix=UNROLL
// RUN: loopgen %bench/styles/crosscorr_vector_unroll.cpp --validate --emulate | FileCheck %s --check-prefix=VALID
// Cross-correlation written in the styles of bench/styles (array, helper, local, vector), plain and
// with the seed's unroll: every style lowers to one kernel whose inner
// loop keeps the output element in a register (no access to 'cre' inside
// it) and stores it once after the loop, and validates in the emulation.
// The GPU times of the styles are in bench/RESULTS.md.
// PLAIN: {{__glob[a]l__}} void crosscorr_kernel0(
// PLAIN-NOT: __global__
// PLAIN: for (int k = 0; k < t; ++k) {
// PLAIN-NOT: cre[
// PLAIN: {{^    }}}
// PLAIN: cre[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// UNROLL: {{__glob[a]l__}} void crosscorr_kernel0(
// UNROLL-NOT: __global__
// UNROLL: for (int {{.*}}) {
// UNROLL-NOT: cre[
// UNROLL: {{^      }}}
// UNROLL: cre[{{.*}}] {{[+]?}}= {{[A-Za-z_0-9]+}};
// VALID: PASS: 1 of 1
