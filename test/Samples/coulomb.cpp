// RUN: loopgen %samples/coulomb.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/coulomb.cpp --validate --emulate --size nx=61 --size ny=37 --size natoms=50 | FileCheck %s --check-prefix=VALID
// CHECK: (grid y: j, x: i)
// CHECK: loopgen_load(&atoms[4 * a], [[X:atoms_f_[0-9]+]], [[Y:atoms_f_[0-9]+]], [[Z:atoms_f_[0-9]+]], [[Q:atoms_f_[0-9]+]]);
// CHECK-NEXT: float r = sqrtf((x - [[X]]) * (x - [[X]])
// CHECK: e += [[Q]] / r;
// CHECK: energy[j * nx + i] += e;
// VALID: PASS: 1 of 1
