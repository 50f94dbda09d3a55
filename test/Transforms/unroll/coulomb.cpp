// RUN: loopgen --format-style=none %samples/coulomb.cpp --unroll=18:4 -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -Xptxas -v -cubin %t.cu -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: loopgen %samples/coulomb.cpp --unroll=18:4 --validate --emulate --size nx=101 --size ny=37 --size natoms=20 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/coulomb.cpp --unroll=18:3 --validate --emulate --size nx=101 --size ny=37 --size natoms=20 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/coulomb.cpp --unroll=18:2 --validate --emulate --size nx=101 --size ny=37 --size natoms=20 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/coulomb.cpp --unroll=18:8 --validate --emulate --size nx=101 --size ny=37 --size natoms=20 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/coulomb.cpp --unroll=18:8 --fast-math --validate --emulate --size nx=101 --size ny=37 --size natoms=20 | FileCheck %s --check-prefix=VALID
// Seed 000: four grid points per thread. The atoms are loaded once for the
// four copies (each atom's record in one vector load); the accumulators are
// registers; the copies are blockDim.x apart so that a warp's writes stay
// contiguous; sizes need not divide.
// REMARK: remark: loop over 'i' runs 4 iterations per thread, blockDim.x apart; 4 loads shared by the copies
// CHECK: const int i = (int)(blockIdx.x * blockDim.x * 4 + threadIdx.x);
// CHECK-NEXT: const int i_1 = i + (int)(1 * blockDim.x);
// CHECK: float y = spacing * j;
// CHECK: for (int a = 0; a < natoms; ++a) {
// CHECK: loopgen_load(&atoms[4 * a], atoms_f, atoms_f_1, atoms_f_2, atoms_f_3);
// CHECK-NEXT: float atoms_r = atoms_f_1;
// CHECK: e_3 += atoms_r_2 / r_3;
// CHECK: {{d}}im3 loopgen_block(32, 8);
// CHECK-NEXT: loopgen_grid(loopgen_block, dim3(4, 1), trips_x, trips_y);
// PTXAS: Compiling entry function '_Z15coulomb_kernel0
// PTXAS-NEXT: Function properties for
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// VALID: PASS: 1 of 1
