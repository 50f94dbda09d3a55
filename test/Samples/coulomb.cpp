// RUN: loopgen %samples/coulomb.cpp -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -c %t.cu -o %t.o %}
// RUN: loopgen %samples/coulomb.cpp --validate --emulate --size nx=61 --size ny=37 --size natoms=50 | FileCheck %s --check-prefix=VALID
// CHECK: (grid y: j, x: i)
// CHECK: float r = sqrt((x - atoms[4 * a]) * (x - atoms[4 * a])
// CHECK: e += atoms[4 * a + 3] / r;
// CHECK: energy[j * nx + i] += e;
// VALID: PASS: 1 of 1
