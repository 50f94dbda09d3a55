// RUN: loopgen --openmp %bench/suite/polybench-omp/2mm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/3mm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/atax.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/bicg.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/correlation.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/covariance.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/doitgen.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/gemm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/gemver.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/gesummv.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/mvt.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/symm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/syr2k.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/syrk.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/trmm.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench's OpenMP twins (bench/suite/polybench-omp: the kernels annotated
// for the GPU as OpenMP authors write them, target data regions, map
// sections, 'target teams distribute parallel for', atomics), translated by
// --openmp with no loopgen pragma and validated in the CPU emulation at the
// MINI dataset. The GPU figures at LARGE, beside clang's own offload of the
// same files, are in bench/RESULTS.md (scripts/gpu-openmp-bench.sh).
// CHECK: PASS: 1 of 1
