// RUN: loopgen %bench/suite/polybench/adi.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/fdtd_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/heat_3d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/jacobi_1d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/jacobi_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/seidel_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench/C 4.2 (stencils: adi, fdtd-2d, heat-3d, jacobi-1d, jacobi-2d, seidel-2d), transcribed in the suite's own style
// (bench/suite/polybench), translated without hints and validated in the
// CPU emulation at the MINI dataset. The GPU figures at LARGE are in
// bench/RESULTS.md (scripts/bench.sh).
// CHECK: PASS: 1 of 1
