// RUN: loopgen --openmp %bench/suite/polybench-omp/adi.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/cholesky.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/deriche.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/durbin.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/fdtd_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: %exit1 loopgen --openmp %bench/suite/polybench-omp/floyd_warshall.cpp --emulate -o %t.fw.cu -- -std=c++17 -DMINI_DATASET 2>&1 | FileCheck %s --check-prefix=FW
// RUN: loopgen --openmp %bench/suite/polybench-omp/gramschmidt.cpp --validate --emulate --size m=5 --size n=7 -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/heat_3d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/jacobi_1d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/jacobi_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/lu.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/ludcmp.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/nussinov.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/seidel_2d.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// RUN: loopgen --openmp %bench/suite/polybench-omp/trisolv.cpp --validate --emulate -- -std=c++17 -DMINI_DATASET | FileCheck %s
// PolyBench's OpenMP twins, the solvers, medley and stencils (see
// openmp-twins-linear-algebra.cpp). gramschmidt's input is rank-deficient
// (more columns than rows): its last columns are round-off, which the
// reordering of its 'reduction(+: nrm)' changes from m=10, n=15 on, so it
// is validated at m=5, n=7 (its transcription keeps the order with
// --strict-fp, which the twin's reduction clause contradicts).
// floyd-warshall's twin claims the loop over rows parallel for each k;
// rows and columns k are read while others are written, a dependence
// loopgen proves and reports (without the claim, loopgen runs that loop
// in parallel under a run-time check).
// FW: error: '#pragma omp target teams distribute parallel for' on a loop with a loop-carried dependence
// CHECK: PASS: 1 of 1
