// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A linearized subscript (C[i * k + j]) is split into its dimensions under
// a loop whose bounds come from data (a CSR row's nonzeros): that loop's
// index is left free, which proves no less.
#pragma loopgen offload
#pragma loopgen array(start[n + 1], col[nnz], val[nnz], B[m][k], C[n][k])
#pragma loopgen validate(n = 512, k = 16, m = 300, nnz = 2000)
void spmm(int n, int k, int m, int nnz, const int *start, const int *col,
          const float *val, const float *B, float *C) {
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < k; ++j)
      C[i * k + j] = 0.0f;
    for (int p = start[i]; p < start[i + 1]; ++p)
      for (int j = 0; j < k; ++j)
        C[i * k + j] += val[p] * B[col[p] * k + j];
  }
}
// CHECK: :[[@LINE-8]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences
// VALID: PASS: 1 of 1 functions match the sequential original
