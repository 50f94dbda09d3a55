// RUN: loopgen %samples/reduce.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=2 loopgen %samples/reduce.cpp --validate --emulate --size n=1000003 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/reduce.cpp --validate --emulate --size n=31 | FileCheck %s --check-prefix=VALID
// Seed 003's reduction sample.
// REMARK: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (+ into 'sum')
// REMARK: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from reductions (+ into 'sum', max into 'largest', + into 'evens')
// CHECK: loopgen_private_sum += data[i];
// CHECK: loopgen_reduce_block<loopgen_op_add>(loopgen_private_sum,
// CHECK-NEXT: loopgen_partials_sum);
// CHECK: loopgen_reduce_block<loopgen_op_max>(loopgen_private_largest,
// CHECK-NEXT: loopgen_partials_largest);
// CHECK: if (loopgen_last_block(loopgen_ticket)) {
// CHECK-NEXT: loopgen_finish_in_block<loopgen_op_add>(loopgen_partials_sum,
// VALID: PASS: 2 of 2 functions match the sequential original
