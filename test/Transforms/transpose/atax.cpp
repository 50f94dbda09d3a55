// RUN: loopgen %S/../../../bench/programs/atax.cpp -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %S/../../../bench/programs/atax.cpp --validate --emulate --size m=300 --size n=200 | FileCheck %s --check-prefix=VALID
// The first product reads A along rows, one thread per row: across a warp
// that is uncoalesced, but each thread walks its row with unit stride, so
// the lines it fetches serve its next iterations from L1. No transposed
// copy: it would add a read and a write of A for nothing (measured,
// bench/RESULTS.md).
// CHECK-NOT: transposed copy
// VALID: PASS: 1 of 1
