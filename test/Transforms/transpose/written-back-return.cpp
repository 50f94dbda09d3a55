// RUN: loopgen %s --print-after=transpose -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=33 --size m=70 | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --force-gpu --validate --emulate --size n=2 --size m=3 | FileCheck %s --check-prefix=PASS
// A function that returns a value and whose kernels use a written array
// through a transposed copy: the transposition back goes before the return,
// which stays the body's last statement. Appended after it, the host code
// lost its return and flowed off the end of a non-void function (the
// harness crashed).

#pragma loopgen offload
#pragma loopgen array(A[n][m])
#pragma loopgen validate(n = 70, m = 45)
int row_sweeps(int n, int m, float *A) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] -= 0.5f * A[i * m + j - 1];
  return n * m;
}
// IR-LABEL: func row_sweeps(
// IR: A_T[j][i] -= 0.5f * A_T[j - 1][i]
// IR: for row_1 in [0, m) parallel [transpose] [grid y] @kernel {
// IR-NEXT: for col_1 in [0, n) parallel [grid x] {
// IR-NEXT: A[col_1][row_1] = A_T[row_1][col_1]
// IR-NEXT: }
// IR-NEXT: }
// IR-NEXT: return n * m
// IR-NEXT: }
// CUDA-LABEL: int row_sweeps(
// CUDA: { // row_sweeps_transpose2: A_T transposed back into A
// CUDA: const int result = n * m;
// CUDA: return result;
// CUDA-NEXT: }

// The result computed on the device, after the transposition back.
#pragma loopgen offload
#pragma loopgen array(A[n][m], x[n])
#pragma loopgen validate(n = 70, m = 45)
float row_sweeps_sum(int n, int m, float *A, const float *x) {
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] -= 0.5f * A[i * m + j - 1];
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}
// IR-LABEL: func row_sweeps_sum(
// IR: A[col_1][row_1] = A_T[row_1][col_1]
// IR-NEXT: }
// IR-NEXT: }
// IR-NEXT: return s
// IR-NEXT: }
// CUDA-LABEL: float row_sweeps_sum(
// CUDA: { // row_sweeps_sum_transpose3: A_T transposed back into A
// CUDA: float result;
// CUDA: return result;
// CUDA-NEXT: }

// The stress tester's shape: a triangular nest with a conditional update of
// one column, whose loops never run at n = 1.
#pragma loopgen offload
#pragma loopgen array(w[n][m])
#pragma loopgen validate(n = 37, m = 45, k = 8)
int triangle(int n, int m, int k, int *w) {
  int s = 0;
  for (int i = 0; i < n - 2; ++i)
    for (int j = i; j < n; j++)
      if (i % 2 == 1)
        w[(i + 1) * m] ^= k + j;
  return s;
}
// IR-LABEL: func triangle(
// IR: w_T[0][i + 1] ^= k + j
// IR: w[col_1][row_1] = w_T[row_1][col_1]
// IR-NEXT: }
// IR-NEXT: }
// IR-NEXT: return s
// IR-NEXT: }
// CUDA-LABEL: int triangle(
// CUDA: { // triangle_transpose2: w_T transposed back into w
// CUDA: const int result = s;
// CUDA: return result;
// CUDA-NEXT: }

// PASS: PASS: 3 of 3 functions match the sequential original
