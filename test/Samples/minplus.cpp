// RUN: loopgen %samples/minplus.cpp --no-tiling -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -Xptxas -v -cubin %t.cu -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: loopgen %samples/minplus.cpp --no-tiling --validate --emulate --size n=77 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/minplus.cpp --no-tiling --validate --emulate --size n=76 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/minplus.cpp --no-tiling --unroll=10:2,2 --validate --emulate --size n=77 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/minplus.cpp --no-tiling --unroll=10:4,4 --validate --emulate --size n=76 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/minplus.cpp --no-tiling --unroll=10:1,1 --validate --emulate --size n=76 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_TILING=1 loopgen %samples/minplus.cpp --validate --emulate --size n=77 | FileCheck %s --check-prefix=VALID
// Seed 004: 8x8 outputs per thread, 8 rows and 8 columns in registers. The
// rows are the same for a whole warp; the 8 columns are adjacent, read as
// two 16-byte loads; the rows are read 4 steps of k at a time. n = 77 runs
// every tile guarded (rows not 16-byte aligned), n = 76 both versions.
// REMARK: remark: loop over 'i' runs 8 iterations per thread, blockDim.y apart
// REMARK: remark: loop over 'j' runs 8 iterations per thread, adjacent (full tiles move 'd' by 4, 'r' by 4 elements per vector access); 8 loads shared by the copies
// REMARK: remark: loop over 'k' runs 4 iterations per trip in full tiles, reading 'd' by 4 elements per vector load
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// VALID: PASS: 1 of 1
