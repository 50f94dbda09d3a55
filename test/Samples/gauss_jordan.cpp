// RUN: loopgen %samples/gauss_jordan.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/gauss_jordan.cpp --validate --emulate --size batch=8 | FileCheck %s --check-prefix=VALID
// Best effort for seed 000's batched Gauss-Jordan: the pivot loop runs on
// the host; each step launches the pivot, normalization (batch x columns)
// and elimination (batch x rows) kernels.
// CHECK: remark: loop over 'i' is parallel: proven free of loop-carried dependences
// CHECK: remark: sequential loop over 'k' is interchanged with the parallel loop over 'b' around it
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'b', x: 'j')
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'b', x: 'i')
// VALID: PASS: 1 of 1
