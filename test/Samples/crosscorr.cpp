// RUN: loopgen %samples/crosscorr.cpp --no-tiling -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -Xptxas -v -cubin %t.cu -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: loopgen %samples/crosscorr.cpp --no-tiling --validate --emulate --size s=37 --size t=50 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/crosscorr.cpp --no-tiling --validate --emulate --size s=38 --size t=50 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/crosscorr.cpp --no-tiling --unroll=11:2,1 --validate --emulate --size s=37 --size t=50 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %samples/crosscorr.cpp --no-tiling --unroll=11:1,1 --validate --emulate --size s=37 --size t=50 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_TILING=1 loopgen %samples/crosscorr.cpp --validate --emulate --size s=37 --size t=50 | FileCheck %s --check-prefix=VALID
// 2x2 outputs per thread: the four stations' samples of each time step are
// loaded once and shared by the four correlations.
// REMARK: remark: loop over 'i' runs 2 iterations per thread, blockDim.y apart; 6 loads shared by the copies
// REMARK: remark: loop over 'j' runs 2 iterations per thread, adjacent (full tiles move 're' by 2, 'im' by 2, 'cre' by 2, 'cim' by 2 elements per vector access)
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// VALID: PASS: 1 of 1
