// RUN: loopgen %bench/suite/polybench/gemm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/gemver.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/gesummv.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/symm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/syr2k.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/syrk.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/trmm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench/C 4.2 (blas: gemm, gemver, gesummv, symm, syr2k, syrk, trmm), transcribed in the suite's own style
// (bench/suite/polybench), translated without hints and validated in the
// CPU emulation at the MINI dataset. The GPU figures at LARGE are in
// bench/RESULTS.md (scripts/bench.sh).
// CHECK: PASS: 1 of 1
