// RUN: loopgen %bench/suite/polybench/jacobi_2d.cpp -Rpass=loopgen-persist -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %bench/suite/polybench/jacobi_2d.cpp --stop-after=persist -o - | FileCheck %s --check-prefix=IR
// RUN: loopgen %bench/programs/gramschmidt_full_rank.cpp -Rpass=loopgen-persist -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// A host loop that only launches band kernels runs as one persistent
// kernel, a phase per kernel; one whose steps compute on the device does
// not.
// CHECK: jacobi_2d.cpp:40:3: remark: loop over 't' runs as one persistent kernel of 2 phases where its kernels fit the GPU at once: a barrier per kernel instead of a launch [-Rpass=loopgen-persist]
// IR: for t in [0, tsteps) sequential [one persistent kernel] @host {
// REFUSED: gramschmidt_full_rank.cpp:22:3: remark: loop over 'k' launches its kernels step by step: 'nrm' is computed on the device [-Rpass=loopgen-persist]
