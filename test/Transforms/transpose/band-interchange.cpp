// RUN: loopgen %S/../../../bench/programs/seed002_columns.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: loopgen %S/../../../bench/programs/seed002_columns.cpp --validate --emulate --size m=100 --size n=70 | FileCheck %s --check-prefix=VALID
// The written array cannot be transposed; putting j on threadIdx.x (an
// interchange inside the band) coalesces both accesses.
// CHECK: remark: loop over 'j' goes on threadIdx.x: its accesses cost 2 memory segments per warp and thread, against 8 with the innermost loop 'i'
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// VALID: PASS: 1 of 1
