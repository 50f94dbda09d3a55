// RUN: loopgen %s --validate --emulate -- -std=c++17 -DN=50 -DM=1 -DP=1 -DI=1 -DT=1 -DR=1 -DC=1 -DV=1 -DK=1 -DD=1 -DX=1 | FileCheck %s
// RUN: loopgen %s --emit=harness -o %t.cu -- -std=c++17 -DN=50
// RUN: %if nvcc %{ %nvcc -cubin -arch=sm_90 -std=c++17 -w -DN=50 -DM=1 -DP=1 -DI=1 -DR=1 -DC=1 -DV=1 -DK=1 -DD=1 -DX=1 %t.cu -o %t.cubin %}
// Sizes from macros on the command line, as PolyBench and many codes set
// them: every name loopgen emits (prelude, kernels, host code, harness and
// the CPU emulation) is prefixed loopgen_ or fresh, so one-letter macros do
// not reach them. (CUDA's own headers do not survive -DT under nvcc.)
#ifndef N
#define N 64
#endif
#pragma loopgen offload
#pragma loopgen validate(n = N, alpha = 1.5)
void scale(int n, double alpha, double A[N][N], double x[N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] * alpha + x[j];
}
// CHECK: sizes: n=50
// CHECK: A 2500 elements
// CHECK: PASS: 1 of 1
