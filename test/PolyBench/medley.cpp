// RUN: loopgen %bench/suite/polybench/deriche.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/floyd_warshall.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/nussinov.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench/C 4.2 (medley: deriche, floyd-warshall, nussinov), transcribed in the suite's own style
// (bench/suite/polybench), translated without hints and validated in the
// CPU emulation at the MINI dataset. The GPU figures at LARGE are in
// bench/RESULTS.md (scripts/bench.sh).
// CHECK: PASS: 1 of 1
