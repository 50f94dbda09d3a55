// RUN: loopgen %samples/locvolcalib.cpp -Rpass=loopgen -o %t.cu 2> %t.remarks
// RUN: FileCheck %s < %t.cu
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/locvolcalib.cpp --validate --emulate --size outer=4,numT=12 | FileCheck %s --check-prefix=VALID
// The application translates unmodified: the loop over strikes is
// distributed, the time loop interchanged outward, and the kernels of
// updateParams and rollback are launched inside the host time loop.
// REMARK: remark: 'a' is privatized in the loop over 'j'
// REMARK: remark: loop over 'i' is distributed into
// REMARK: remark: sequential loop over 'g' is interchanged with the parallel loop over 'i' around it
// The implicit sweep in x: one tridiagonal solve per (strike, row) thread.
// CHECK: // loopgen: kernel for the loops at locvolcalib.cpp:183:3 (part 28 of 29) (part 6 of 9), locvolcalib.cpp:142:3 (part 2 of 2) (grid y: j, x: i)
// CHECK: for (int g = numT - 2; g > -1; --g) {
// CHECK: LOOPGEN_LAUNCH(run_OrigCPU_kernel
// VALID: res {{.*}} ok
// VALID: PASS: 1 of 1
