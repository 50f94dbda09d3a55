// RUN: loopgen %bench/suite/polybench/cholesky.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/durbin.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench's gramschmidt input has rank m < n, so the last columns of Q are
// pure round-off: any other order of rounding (its norms are sums, which
// reductions reassociate) changes them. --strict-fp keeps the order.
// RUN: loopgen %bench/suite/polybench/gramschmidt.cpp --strict-fp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/lu.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/ludcmp.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/trisolv.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench/C 4.2 (solvers: cholesky, durbin, gramschmidt, lu, ludcmp, trisolv), transcribed in the suite's own style
// (bench/suite/polybench), translated without hints and validated in the
// CPU emulation at the MINI dataset. The GPU figures at LARGE are in
// bench/RESULTS.md (scripts/bench.sh).
// CHECK: PASS: 1 of 1
