// RUN: loopgen %bench/suite/polybench/2mm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/3mm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/atax.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/bicg.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/doitgen.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/mvt.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench/C 4.2 (kernels: 2mm, 3mm, atax, bicg, doitgen, mvt), transcribed in the suite's own style
// (bench/suite/polybench), translated without hints and validated in the
// CPU emulation at the MINI dataset. The GPU figures at LARGE are in
// bench/RESULTS.md (scripts/bench.sh).
// CHECK: PASS: 1 of 1
