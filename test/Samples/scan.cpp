// RUN: loopgen %samples/scan.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/scan.cpp --validate --emulate --size length=100003 --size n=100003 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/scan.cpp --validate --emulate --size length=2 --size n=1 | FileCheck %s --check-prefix=VALID
// Seed 001's scan sample: the sequential recurrence and stream compaction.
// REMARK: remark: loop over 'i' runs as a parallel scan: the recurrence on 'scanned' accumulates with '+'
// REMARK: remark: loop over 'i' runs as a parallel scan: 'kept' accumulates with '+'
// CHECK: loopgen_scan<loopgen_op_add, float>(
// CHECK: [&]() -> float { return (float)(scanned[1 - 1]); },
// CHECK: return input[i - 1];
// CHECK: scanned[i] = loopgen_value;
// CHECK: return data[i] % 3 != 0 ? 1 : (int)0;
// CHECK: out[loopgen_value] = data[i];
// VALID: PASS: 2 of 2 functions match the sequential original
