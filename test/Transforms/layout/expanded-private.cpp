// RUN: loopgen %bench/suite/polybench/doitgen.cpp -Rpass=loopgen-layout -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %bench/suite/polybench/doitgen.cpp --stop-after=layout -o - | FileCheck %s --check-prefix=IR
// doitgen's private row sum_private, expanded per thread (expand), is laid
// out with the dimension of the kernels' threadIdx.x loop last, so that a
// warp's accesses are adjacent.
// CHECK: doitgen.cpp:47:53: remark: 'sum_private' is laid out as double[nr][160][nq]: the kernels that use it most run their threadIdx.x loop along its last dimension [-Rpass=loopgen-layout]
// CHECK-NOT: remark
// IR: array sum_private: double[nr][160][nq] (vector, zeroed)
